import { htmlHeadings, htmlText } from './html-headings';
import { renderMarkdown } from './markdown';
import { sanitizeContentHtml } from './sanitize-content-html';

describe('htmlHeadings', () => {
  it('When Markdown headings carry {#anchor}, then each comes back with its level, id and plain text', () => {
    const html = sanitizeContentHtml(
      renderMarkdown(
        '## Información que **recopilamos** {#informacion}\n\nTexto.\n\n### Cookies & "firm_attr"\n\n## Sus derechos {#derechos}\n',
      ),
    );
    expect(htmlHeadings(html)).toEqual([
      { level: 2, id: 'informacion', text: 'Información que recopilamos' },
      { level: 3, id: null, text: 'Cookies & "firm_attr"' },
      { level: 2, id: 'derechos', text: 'Sus derechos' },
    ]);
  });

  it('When the fragment has no heading, then the list is empty', () => {
    expect(htmlHeadings('<p>Solo un párrafo.</p>')).toEqual([]);
  });
});

describe('htmlText', () => {
  it('When text holds tags and character references, then it is plain text with single spaces', () => {
    expect(htmlText('Privacy&nbsp;&amp; <em>you</em>\n &#39;ok&#x27; &bogus;')).toBe(
      "Privacy & you 'ok' &bogus;",
    );
  });
});
