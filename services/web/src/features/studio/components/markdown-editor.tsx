import { useEffect, useRef, useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { readCspNonce } from '../../../lib/csp-nonce';
import { STUDIO_COPY } from '../studio-copy';
import type { TCodeMirror } from './codemirror-setup';
import styles from './markdown-editor.module.css';

/** Props of {@link MarkdownEditor}. */
export type TMarkdownEditorProps = {
  id: string;
  label: string;
  locale: TLocale;
  /** The language the text is written in (`lang` of the field). */
  lang: string;
  value: string;
  onChange: (text: string) => void;
  /** The toolbar's image button: asks for an image of the library; its Markdown is inserted. */
  pickImage?: () => Promise<string | null>;
  error?: string | undefined;
};

/**
 * A Markdown field with a toolbar (heading, bold, list, link, image from the library). The server and
 * the first render show a plain text area; CodeMirror 6 replaces it once its chunk has loaded (the
 * staff editor is its only importer).
 */
export function MarkdownEditor(props: TMarkdownEditorProps) {
  const { id, label, locale, lang, value, onChange, pickImage, error } = props;
  const copy = STUDIO_COPY[locale];
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<TCodeMirror | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [ready, setReady] = useState(false);
  const errorId = error ? `${id}-error` : undefined;

  useEffect(() => {
    let cancelled = false;
    void import('./codemirror-setup').then(({ createCodeMirror }) => {
      if (cancelled || !host.current) return;
      editor.current = createCodeMirror({
        parent: host.current,
        text: value,
        label,
        describedBy: errorId,
        lang,
        nonce: readCspNonce(),
        onChange: (text) => changed.current(text),
      });
      setReady(true);
    });
    return () => {
      cancelled = true;
      editor.current?.destroy();
      editor.current = null;
    };
    // CodeMirror is made once; later values reach it through setText below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const cm = editor.current;
    if (cm && cm.view.state.doc.toString() !== value) cm.setText(value);
  }, [value, ready]);

  const run = (action: (cm: TCodeMirror) => void) => () => {
    if (editor.current) action(editor.current);
  };
  const image = async () => {
    const markdown = await pickImage?.();
    if (markdown && editor.current) editor.current.insertBlock(markdown);
  };

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <div role="toolbar" aria-label={`${copy.toolbar}: ${label}`} className={styles.toolbar}>
        <button type="button" disabled={!ready} onClick={run((cm) => cm.prefixLines('## '))}>
          {copy.heading}
        </button>
        <button
          type="button"
          disabled={!ready}
          onClick={run((cm) => cm.wrap('**', '**', copy.bold))}
        >
          {copy.bold}
        </button>
        <button type="button" disabled={!ready} onClick={run((cm) => cm.prefixLines('- '))}>
          {copy.list}
        </button>
        <button
          type="button"
          disabled={!ready}
          onClick={run((cm) => cm.wrap('[', '](https://)', copy.linkText))}
        >
          {copy.link}
        </button>
        {pickImage ? (
          <button type="button" disabled={!ready} onClick={() => void image()}>
            {copy.image}
          </button>
        ) : null}
      </div>
      {ready ? null : (
        <textarea
          id={id}
          aria-labelledby={`${id}-label`}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          lang={lang}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          rows={14}
          className={styles.fallback}
        />
      )}
      <div
        ref={host}
        className={`${styles.host} ${error ? styles.invalid : ''}`}
        hidden={!ready}
        data-testid={`${id}-editor`}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
