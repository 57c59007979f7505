import { studioLang } from './studio-api';

describe('studioLang', () => {
  it('When the editor works in English, then the path asks for English messages', () => {
    expect(studioLang('/api/staff/content/reviews', 'en')).toBe(
      '/api/staff/content/reviews?lang=en',
    );
    expect(studioLang('/api/staff/content/media?kind=image', 'en')).toBe(
      '/api/staff/content/media?kind=image&lang=en',
    );
  });

  it('When the editor works in Spanish, then the path is left as it is (Spanish is the default)', () => {
    expect(studioLang('/api/staff/content/reviews', 'es')).toBe('/api/staff/content/reviews');
  });

  it('When the path names a language already (a Spanish preview from the English studio), then the parameter is sent once', () => {
    expect(studioLang('/api/staff/content/reviews/maria-t/preview?lang=es', 'en')).toBe(
      '/api/staff/content/reviews/maria-t/preview?lang=es',
    );
  });
});
