import { sanitizeContentHtml } from './sanitize-content-html';

describe('sanitizeContentHtml: XSS payloads', () => {
  it.each([
    ['script tag', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['script with odd case', '<ScRiPt>alert(1)</ScRiPt><p>ok</p>', '<p>ok</p>'],
    [
      'img onerror',
      '<img src="/images/files/a.jpg" onerror="alert(1)">',
      '<img src="/images/files/a.jpg" loading="lazy" />',
    ],
    ['img from another origin', '<img src="https://evil.example/x.png">', ''],
    ['img with a data: URL', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      'javascript: link with mixed case and entities',
      '<a href="JaVa&#x09;ScRiPt:alert(1)">x</a>',
      '<a>x</a>',
    ],
    ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>ok</p>', '<p>ok</p>'],
    [
      'svg hiding a script',
      '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
      '',
    ],
    [
      'svg foreignObject',
      '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>',
      '',
    ],
    ['math tricks', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    [
      'inline event handler on a paragraph',
      '<p onclick="alert(1)" style="color:red">x</p>',
      '<p>x</p>',
    ],
    ['iframe to another site', '<iframe src="https://evil.example/embed/x"></iframe>', ''],
    ['iframe with javascript:', '<iframe src="javascript:alert(1)"></iframe>', ''],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    [
      'form and input',
      '<form action="https://evil.example"><input name="a"><button>Go</button></form>',
      'Go',
    ],
    ['style tag', '<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    [
      'meta refresh and base',
      '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example">',
      '',
    ],
    [
      'heading id that is not an anchor',
      '<h2 id="x&quot; onmouseover=&quot;alert(1)">t</h2>',
      '<h2>t</h2>',
    ],
  ])('When the HTML has a %s, then nothing executable survives', (_name, dirty, clean) => {
    const result = sanitizeContentHtml(dirty);
    expect(result).toBe(clean);
    expect(result).not.toMatch(
      /<script|onerror|onload|onclick|javascript:|<svg|<iframe src="https:\/\/evil/i,
    );
  });
});

describe('sanitizeContentHtml: what the blog needs', () => {
  it('When a heading has an anchor id, then the id stays', () => {
    expect(sanitizeContentHtml('<h2 id="quien-califica">Quién</h2>')).toBe(
      '<h2 id="quien-califica">Quién</h2>',
    );
  });

  it('When a link leaves the site, then it opens in a new tab with rel noopener noreferrer', () => {
    expect(
      sanitizeContentHtml('<a href="https://www.uscis.gov/i-360" target="_self">I-360</a>'),
    ).toBe(
      '<a href="https://www.uscis.gov/i-360" target="_blank" rel="noopener noreferrer">I-360</a>',
    );
  });

  it('When a link stays on the site, then it has no target or rel', () => {
    expect(
      sanitizeContentHtml('<a href="/contacto" target="_blank" rel="opener">contacto</a>'),
    ).toBe('<a href="/contacto">contacto</a>');
  });

  it('When a link is mailto or tel, then it is kept', () => {
    expect(sanitizeContentHtml('<a href="tel:+19155550142">Llamar</a>')).toBe(
      '<a href="tel:+19155550142">Llamar</a>',
    );
  });

  it('When a YouTube embed is present, then it is kept and lazy', () => {
    expect(
      sanitizeContentHtml(
        '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video"></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Video" loading="lazy"></iframe>',
    );
  });

  it('When a table is present, then its structure is kept', () => {
    const table =
      '<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeContentHtml(table)).toBe(table);
  });

  it('When a protocol-relative URL is used, then it is dropped', () => {
    expect(sanitizeContentHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
  });
});
