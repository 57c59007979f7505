import { keepWholeInHtml, splitKeepWhole } from './keep-whole';

describe('keeping form names and phone numbers on one line', () => {
  it('When a text names forms, visas and a hotline, then each is a piece to keep whole', () => {
    expect(splitKeepWhole('Form I-129F, then K-2 visas; call 1-800-799-7233.')).toEqual([
      { text: 'Form ', whole: false },
      { text: 'I-129F', whole: true },
      { text: ', then ', whole: false },
      { text: 'K-2', whole: true },
      { text: ' visas; call ', whole: false },
      { text: '1-800-799-7233', whole: true },
      { text: '.', whole: false },
    ]);
  });

  it('When a text has none, then it stays one plain piece', () => {
    expect(splitKeepWhole('ex-spouses within 2 years')).toEqual([
      { text: 'ex-spouses within 2 years', whole: false },
    ]);
    expect(splitKeepWhole('')).toEqual([]);
  });

  it('When HTML is given, then only its text is wrapped, never a tag or an attribute', () => {
    expect(
      keepWholeInHtml(
        '<p>Form <strong>I-918</strong> <a href="tel:+18883737888" title="I-914">1-888-373-7888</a></p><h2 id="k-1">K-1</h2>',
        'w',
      ),
    ).toBe(
      '<p>Form <strong><span class="w">I-918</span></strong> <a href="tel:+18883737888" title="I-914"><span class="w">1-888-373-7888</span></a></p><h2 id="k-1"><span class="w">K-1</span></h2>',
    );
  });
});
