/**
 * CodeMirror 6 for the studio's Markdown fields. Imported only with `import()` from the Markdown editor,
 * so it is a chunk of its own that only the staff editor pages load (the public pages' JavaScript
 * budget does not see it).
 */
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, keymap } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { markdown } from '@codemirror/lang-markdown';

/**
 * The studio's look of the field: it scrolls past 36rem instead of stretching the page (the privacy
 * policy is long), the site's focus ring, room around the text, a monospace font. CodeMirror adds it,
 * with its base theme, as a `<style>` element carrying the page's nonce (see {@link createCodeMirror}).
 */
const studioTheme = EditorView.theme({
  '&': { minHeight: '18rem' },
  '&.cm-focused': { outline: '3px solid var(--color-focus)', outlineOffset: '2px' },
  '.cm-scroller': { maxHeight: '36rem', overflow: 'auto', fontFamily: 'ui-monospace, monospace' },
  '.cm-content': { padding: 'var(--space-2)' },
});

/** What the editor component asks of CodeMirror. */
export type TCodeMirror = {
  view: EditorView;
  /** Wraps the selection (or a placeholder word) in `before`…`after`. */
  wrap: (before: string, after: string, placeholder: string) => void;
  /** Starts each selected line with `prefix` (`## `, `- `). */
  prefixLines: (prefix: string) => void;
  /** Inserts text at the cursor, on a line of its own. */
  insertBlock: (text: string) => void;
  /** Replaces the whole text (a restore, a reload) without counting as the editor's typing. */
  setText: (text: string) => void;
  destroy: () => void;
};

/**
 * A Markdown editor in `parent` with undo history, line wrapping and the field's accessible name.
 * @param nonce - the page's `style-src` nonce: CodeMirror puts its themes in a `<style>` element,
 * which the staff pages' Content-Security-Policy allows only with it
 * @param onChange - called with the whole text after each change the editor makes
 */
export function createCodeMirror(options: {
  parent: HTMLElement;
  text: string;
  label: string;
  describedBy?: string | undefined;
  lang: string;
  nonce: string;
  onChange: (text: string) => void;
}): TCodeMirror {
  let external = false;
  const view = new EditorView({
    parent: options.parent,
    state: EditorState.create({
      doc: options.text,
      extensions: [
        EditorView.cspNonce.of(options.nonce),
        studioTheme,
        history(),
        keymap.of([...defaultKeymap, ...historyKeymap]),
        markdown(),
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({
          'aria-label': options.label,
          'aria-multiline': 'true',
          // focusable by its tab index too, so the field that scrolls it counts as keyboard-usable (axe)
          tabindex: '0',
          lang: options.lang,
          ...(options.describedBy ? { 'aria-describedby': options.describedBy } : {}),
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !external) options.onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  const edit = (run: () => void) => {
    run();
    view.focus();
  };
  return {
    view,
    wrap: (before, after, placeholder) =>
      edit(() =>
        view.dispatch(
          view.state.changeByRange((range) => {
            const text = view.state.sliceDoc(range.from, range.to) || placeholder;
            const insert = `${before}${text}${after}`;
            return {
              changes: { from: range.from, to: range.to, insert },
              range: EditorSelection.range(
                range.from + before.length,
                range.from + before.length + text.length,
              ),
            };
          }),
        ),
      ),
    prefixLines: (prefix) =>
      edit(() => {
        const { state } = view;
        const lines = new Set<number>();
        for (const range of state.selection.ranges)
          for (let at = range.from; at <= range.to;) {
            const line = state.doc.lineAt(at);
            lines.add(line.from);
            at = line.to + 1;
          }
        view.dispatch({ changes: [...lines].map((from) => ({ from, insert: prefix })) });
      }),
    insertBlock: (text) =>
      edit(() => {
        const at = view.state.selection.main.head;
        const line = view.state.doc.lineAt(at);
        const insert = `${line.length ? '\n\n' : ''}${text}\n`;
        view.dispatch({
          changes: { from: line.to, insert },
          selection: { anchor: line.to + insert.length },
        });
      }),
    setText: (text) => {
      external = true;
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
      external = false;
    },
    destroy: () => view.destroy(),
  };
}
