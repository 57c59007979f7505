import type { TPageText } from '@firm/shared/content/page-text';
import { matchRoute } from '@firm/shared/routes/route-map';
import { loadPageText } from './load-page-text';

const PRIVACY_ES: TPageText = {
  key: 'privacy',
  lang: 'es',
  updated: '2026-11-24',
  blocks: { body: '<h2 id="quienes-somos">Quiénes somos</h2>' },
  headings: { body: [{ anchor: 'quienes-somos', text: 'Quiénes somos' }] },
};

function argsFor(path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return { match, contentBase: 'http://content.test', signal: new AbortController().signal };
}

describe('loadPageText', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('When the Spanish privacy page loads, then it asks the content service for the Spanish text and returns it', async () => {
    fetchMock.mockResolvedValue(Response.json(PRIVACY_ES));
    await expect(loadPageText(argsFor('/politica-de-privacidad'), 'privacy')).resolves.toEqual(
      PRIVACY_ES,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://content.test/api/content/pages/es/privacy');
  });

  it('When the English terms page loads, then the English text is asked for', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...PRIVACY_ES, key: 'terms', lang: 'en' }));
    await loadPageText(argsFor('/en/terms-and-conditions'), 'terms');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://content.test/api/content/pages/en/terms');
  });

  it.each([
    ['the service answers 503', () => Promise.resolve(Response.json({}, { status: 503 }))],
    [
      'the service does not know the page',
      () => Promise.resolve(Response.json({}, { status: 404 })),
    ],
    ['the connection is refused', () => Promise.reject(new TypeError('fetch failed'))],
    ['the answer is not JSON', () => Promise.resolve(new Response('<html>', { status: 200 }))],
  ])(
    'When %s, then the page gets null (it shows its notice) instead of an error',
    async (_case, answer) => {
      fetchMock.mockImplementation(answer);
      await expect(loadPageText(argsFor('/politica-de-privacidad'), 'privacy')).resolves.toBeNull();
    },
  );
});
