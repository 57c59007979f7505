import { ELLIPSIS, htmlToText, truncateHtml, truncateText } from './html-text';

describe('htmlToText', () => {
  it('When HTML has paragraphs, line breaks and inline tags, then the text keeps one space between blocks and none added inside words', () => {
    expect(
      htmlToText(
        '<p>Llegué <strong>sin</strong> saber.</p>\n<p>Hoy<br>trabajo <em>tranquila</em>.</p>',
      ),
    ).toBe('Llegué sin saber. Hoy trabajo tranquila.');
  });

  it('When HTML has entities, then the common named and numeric ones are decoded and unknown ones kept', () => {
    expect(
      htmlToText('<p>Tom &amp; Jerry &lt;3 &quot;hi&quot; &#39;a&#39; &#x1F600; &nbsp;x</p>'),
    ).toBe('Tom & Jerry <3 "hi" \'a\' 😀 x');
    expect(htmlToText('a &bogus; b &#xD800; c &#0;')).toBe('a &bogus; b &#xD800; c &#0;');
  });

  it('When an entity decodes to a tag-like text, then it stays text (nothing is parsed again)', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

describe('truncateText', () => {
  it('When the text fits, then it is returned unchanged, without an ellipsis', () => {
    expect(truncateText('Short text.', 11)).toBe('Short text.');
    expect(truncateText('', 5)).toBe('');
  });

  it('When the limit falls inside a word, then the text is cut at the space before it', () => {
    expect(truncateText('uno dos tres cuatro', 10)).toBe(`uno dos${ELLIPSIS}`);
  });

  it('When the limit falls at the end of a word, then that word is kept and trailing punctuation dropped', () => {
    expect(truncateText('uno dos, tres', 7)).toBe(`uno dos${ELLIPSIS}`);
    expect(truncateText('uno dos. tres', 8)).toBe(`uno dos${ELLIPSIS}`);
  });

  it('When the text is one long word, then it is cut at the limit', () => {
    expect(truncateText('abcdefghij', 4)).toBe(`abcd${ELLIPSIS}`);
  });

  it('When the text has accents and emoji, then each counts as one character and none is split', () => {
    const text = `${'ñ'.repeat(5)}😀😀 más`;
    expect(truncateText(text, 6)).toBe(`ñññññ😀${ELLIPSIS}`);
    expect(Array.from(truncateText('😀'.repeat(10), 3))).toHaveLength(4);
  });
});

describe('truncateHtml', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `palabra${i}`).join(' ');

  it('When a testimonial body is longer than 300 characters, then at most 300 characters of its text are kept, plus the ellipsis', () => {
    const html = `<p>${words(40)}</p><p><strong>${words(20)}</strong></p>`;
    const result = truncateHtml(html, 300);
    expect(result.endsWith(ELLIPSIS)).toBe(true);
    expect(Array.from(result).length).toBeLessThanOrEqual(301);
    expect(result).not.toMatch(/[<>]/);
    expect(htmlToText(html).startsWith(result.slice(0, -1))).toBe(true);
  });

  it('When a body is 300 characters or fewer, then its whole text is shown', () => {
    expect(truncateHtml('<p>Siempre me trataron con respeto.</p>', 300)).toBe(
      'Siempre me trataron con respeto.',
    );
  });
});
