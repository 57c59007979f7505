import { openingParagraph } from './opening-paragraph';

describe('openingParagraph', () => {
  it('When the body starts with paragraphs, then only the first is kept', () => {
    expect(openingParagraph('<p>Uno <strong>dos</strong></p>\n<h2 id="a">A</h2><p>Tres</p>')).toBe(
      '<p>Uno <strong>dos</strong></p>',
    );
  });

  it('When the body has no paragraph, then it is returned whole', () => {
    expect(openingParagraph('<ul><li>x</li></ul>')).toBe('<ul><li>x</li></ul>');
  });
});
