import { storableText } from './storable';

describe('storableText', () => {
  it('When text holds NUL characters, then they are dropped', () => {
    expect(storableText('a\u0000b\u0000')).toBe('ab');
  });

  it('When text holds lone surrogates, then each becomes U+FFFD and pairs are kept', () => {
    expect(storableText('x\ud800y\udfffz😀')).toBe('x\ufffdy\ufffdz😀');
    expect(storableText('\ud83d')).toBe('\ufffd');
  });

  it('When text is ordinary, then it is returned unchanged', () => {
    const text = 'María José <b>Pérez</b> \r\n\t ñ 😀';
    expect(storableText(text)).toBe(text);
  });
});
