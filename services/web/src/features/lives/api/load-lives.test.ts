import { API_PATHS } from '@firm/shared/routes/api-paths';
import { loadLives } from './load-lives';

const entries = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  url: `https://video.test/${i + 1}`,
  imagen_es: `live-${i + 1}-es.cccccccc.jpg`,
  nombre_es: `En vivo ${i + 1}`,
  imagen_en: `live-${i + 1}-en.cccccccc.jpg`,
  nombre_en: `Live ${i + 1}`,
}));

function serve(livesUp = true) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = String(input).replace('http://content.test', '');
    if (path === API_PATHS.lives)
      return Promise.resolve(livesUp ? Response.json(entries) : Response.json({}, { status: 503 }));
    return Promise.reject(new TypeError('fetch failed'));
  });
}

const args = (locale: 'en' | 'es', query: string) => ({
  url: new URL(`https://x.test/page${query}`),
  locale,
  contentBase: 'http://content.test',
});

describe('loadLives', () => {
  afterEach(() => jest.restoreAllMocks());

  it('When a Spanish page asks for ?lives=3, then the last entry shows with its Spanish name and image', async () => {
    serve();
    const lives = await loadLives(args('es', '?lives=3'), 'lives');
    expect(lives).toMatchObject({ page: 3, totalPages: 3, total: 7 });
    expect(lives.items).toEqual([
      {
        id: 7,
        url: 'https://video.test/7',
        name: 'En vivo 7',
        image: 'live-7-es.cccccccc.jpg',
        info: null,
      },
    ]);
  });

  it('When an English page reads its own parameter, then another list’s parameter is ignored', async () => {
    serve();
    const lives = await loadLives(args('en', '?lives=3&page=2'), 'page');
    expect(lives.page).toBe(2);
    expect(lives.items.map((item) => item.name)).toEqual(['Live 4', 'Live 5', 'Live 6']);
  });

  it('When the content service does not answer, then the list is empty (SPEC §8)', async () => {
    serve(false);
    expect(await loadLives(args('en', ''), 'page')).toEqual({
      items: [],
      page: 1,
      totalPages: 0,
      total: 0,
    });
  });
});
