import { z } from 'zod';
import { ZErrorAnswerSchema } from '@firm/shared/content/error-answer';
import { ZSearchResultSchema, type TSearchResult } from '@firm/shared/content/search-result';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import {
  IMPORT_TIMEOUT_MS,
  startContentServer,
  type TContentServer,
} from '../../support/content-server';
import { parseWire } from './support/wire';

describe('content-api: blog search', () => {
  let server: TContentServer;
  beforeAll(async () => {
    server = await startContentServer();
  }, IMPORT_TIMEOUT_MS);
  afterAll(() => server.close());

  const search = async (
    query: string,
    path: string = API_PATHS.blogSearch,
  ): Promise<TSearchResult[]> => {
    const response = await server.get(`${path}?${new URLSearchParams({ query })}`);
    expect(response.status).toBe(200);
    return parseWire(z.array(ZSearchResultSchema), await response.json());
  };

  it('When "peticion" is typed without the accent, then "Petición" titles are found first', async () => {
    const hits = await search('peticion');
    expect(hits.slice(0, 2).map((h) => h.titulo_es)).toEqual(
      expect.arrayContaining([
        'Petición para padres: cuando usted es ciudadano de 21 años o más',
        'Peticiones familiares: quién puede pedir a quién',
      ]),
    );
  });

  it('When "VISA U" is typed in capitals, then the "Visa U" article comes first', async () => {
    const hits = await search('VISA U');
    expect(hits[0]?.titulo_es).toBe(
      'Visa U: protección para víctimas de delitos que ayudan a la policía',
    );
  });

  it('When the query holds a NUL or a lone surrogate, then the answer is an ordinary result, not a server error', async () => {
    expect(await search('visa\u0000 u')).toEqual(await search('visa u'));
    const response = await server.get(`${API_PATHS.blogSearch}?query=visa%00%ED%A0%80`);
    expect(response.status).toBe(200);
  });

  it('When the accents are written, then the result is the same as without them', async () => {
    expect(await search('víctimas')).toEqual(await search('victimas'));
  });

  it('When the last word is still being typed, then it matches as a prefix', async () => {
    expect((await search('certifica'))[0]?.url_es).toBe('certificacion-visa-u-suplemento-b');
    expect((await search('prometi'))[0]?.titulo_es).toMatch(/K-1/);
  });

  it('When an English word is typed, then English stemming finds the article', async () => {
    expect((await search('trafficking victims')).map((h) => h.url_en)).toContain(
      't-visa-protection-for-trafficking-victims',
    );
  });

  it('When "K-1" or "k1" is typed, then both K-1 articles are found', async () => {
    for (const query of ['K-1', 'k1']) {
      expect((await search(query)).map((h) => h.url_es).sort()).toEqual([
        'visa-k1-los-90-dias-despues-de-la-boda',
        'visa-k1-prometidos-pasos-y-requisitos',
      ]);
    }
  });

  it('When a word is in one title and only in the bodies of others, then the title match ranks first', async () => {
    const hits = await search('divorcio');
    expect(hits[0]?.url_es).toBe('vawa-despues-del-divorcio-plazo-de-dos-anos');
    expect(hits.length).toBeGreaterThan(1);
  });

  it.each(['', '   ', '\t\n'])(
    'When the query is blank (%p), then the answer is [] without a database query',
    async (query) => {
      const spy = jest.spyOn(server.pool, 'query');
      expect(await search(query)).toEqual([]);
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    },
  );

  it('When there is no query parameter, then the answer is []', async () => {
    const response = await server.get(API_PATHS.blogSearchFooter);
    expect(parseWire(z.array(ZSearchResultSchema), await response.json())).toEqual([]);
  });

  it('When the query is longer than 200 characters, then the answer is a 400 JSON', async () => {
    const response = await server.get(`${API_PATHS.blogSearch}?query=${'a'.repeat(201)}`);
    expect(response.status).toBe(400);
    expect(parseWire(ZErrorAnswerSchema, await response.json())).toEqual({
      status: 'error',
      message: 'query must be at most 200 characters',
    });
  });

  it('When a very common prefix is typed, then at most 20 results come back', async () => {
    const hits = await search('a');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.length).toBeLessThanOrEqual(20);
  });

  it('When the query holds tsquery operators or SQL, then it is treated as words', async () => {
    expect(await search("visa & | ! <-> ' ; DROP TABLE blog_posts; --")).toEqual(expect.any(Array));
    expect((await search('visa:*')).length).toBeGreaterThan(0);
  });

  it('When nothing matches, then the answer is []', async () => {
    expect(await search('zzzqqq')).toEqual([]);
  });

  it('When both search paths are asked the same query, then they answer the same', async () => {
    expect(await search('vawa', API_PATHS.blogSearchFooter)).toEqual(
      await search('vawa', API_PATHS.blogSearch),
    );
  });
});
