import { Marked, type Tokens } from 'marked';

const HEADING_ID = /\s*\{#([a-z][a-z0-9-]*)\}\s*$/;

const marked = new Marked({ gfm: true, breaks: false, async: false });
marked.use({
  renderer: {
    // `## Title {#anchor}` gives the heading an id, so the article's index can link to it.
    heading(
      this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } },
      token: Tokens.Heading,
    ) {
      const inner = this.parser.parseInline(token.tokens);
      const match = HEADING_ID.exec(inner);
      const text = match ? inner.slice(0, match.index) : inner;
      const id = match ? ` id="${match[1]}"` : '';
      return `<h${token.depth}${id}>${text}</h${token.depth}>\n`;
    },
  },
});

/** Renders the firm's Markdown (GitHub flavour; `{#id}` after a heading sets its id) to HTML. */
export function renderMarkdown(markdown: string): string {
  return marked.parse(markdown) as string;
}
