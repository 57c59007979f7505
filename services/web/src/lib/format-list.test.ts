import { formatList } from './format-list';

describe('formatList', () => {
  it('When two languages are listed, then English joins them with "and" and Spanish with "e" before "Inglés"', () => {
    expect(formatList(['Spanish', 'English'], 'en')).toBe('Spanish and English');
    expect(formatList(['Español', 'Inglés'], 'es')).toBe('Español e Inglés');
    expect(formatList(['Inglés', 'Español'], 'es')).toBe('Inglés y Español');
  });

  it('When there are three or one, then commas separate the first ones and one stays alone', () => {
    expect(formatList(['Español', 'Inglés', 'Portugués'], 'es')).toBe(
      'Español, Inglés y Portugués',
    );
    expect(formatList(['English'], 'en')).toBe('English');
  });
});
