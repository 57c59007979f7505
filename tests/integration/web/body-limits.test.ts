import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { leadFields } from '../../support/lead-factory';
import type { TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';
import type { TTestEdge } from './support/edge-harness';
import { startEdgeStack, type TEdgeStack } from './support/edge-stack';

const TOO_LARGE = {
  es: 'Su formulario es demasiado grande para enviarlo. Por favor acorte su mensaje e intente de nuevo.',
  en: 'Your form is too large to send. Please shorten your message and try again.',
};
const UNSUPPORTED_ES =
  'Su navegador envió el formulario en un formato que no podemos leer. Por favor vuelva a cargar la página e intente de nuevo.';
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
// A name and phone only this suite uses: no log line may carry them.
const SECRET_NAME = 'Zacarías Quintanilla';
const SECRET_PHONE = '9157770142';

/** A urlencoded body with `count` fields (the lead's own first). */
function manyFields(count: number): string {
  const form = new URLSearchParams({ nombre: SECRET_NAME, phone: SECRET_PHONE });
  for (let i = form.size; i < count; i += 1) form.append(`extra${i}`, 'x');
  return form.toString();
}

describe('one body rule on every lead path, through the edge and directly (issue 18, holes 3, 4 and 8)', () => {
  let stack: TEdgeStack;
  let api: TLeadsApi;
  let edge: TTestEdge;

  beforeAll(async () => {
    stack = await startEdgeStack('bodies');
    ({ api, edge } = stack);
  });
  afterAll(() => stack.close());

  const post = async (base: string, path: string, init: RequestInit) => {
    const visitor = new Visitor(base);
    const token = await visitor.token();
    return visitor.request(path, {
      method: 'POST',
      ...init,
      headers: { 'x-csrf-token': token, ...(init.headers as Record<string, string>) },
    });
  };

  it.each([['through the edge'], ['directly']])(
    'When a urlencoded lead has 61 fields (%s), then 413 in Spanish',
    async (where) => {
      const base = where === 'directly' ? api.url : edge.url;
      const answer = await post(base, API_PATHS.leadSubmit, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...SPANISH },
        body: manyFields(61),
      });
      expect(answer).toMatchObject({
        status: 413,
        body: { status: 'error', message: TOO_LARGE.es },
      });
    },
  );

  it('When a urlencoded lead has exactly 60 fields, then it is not refused for its size', async () => {
    const answer = await post(api.url, API_PATHS.leadSubmit, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SPANISH },
      body: manyFields(60),
    });
    expect(answer.status).toBe(422);
  });

  it.each([['through the edge'], ['directly']])(
    'When a multipart lead has a field over 32 KB or 61 fields (%s), then 413 in English for an English browser',
    async (where) => {
      const base = where === 'directly' ? api.url : edge.url;
      const long = new FormData();
      for (const [key, value] of Object.entries(leadFields('footer-en'))) long.append(key, value);
      long.set('mensaje', 'x'.repeat(33 * 1024));
      const wide = new FormData();
      for (let i = 0; i < 61; i += 1) wide.append(`f${i}`, 'x');
      for (const body of [long, wide]) {
        const answer = await post(base, API_PATHS.leadSubmit, { headers: ENGLISH, body });
        expect(answer).toMatchObject({ status: 413, body: { message: TOO_LARGE.en } });
      }
    },
  );

  it.each([['through the edge'], ['directly']])(
    'When a body is over 256 KB (%s), then 413, not 503',
    async (where) => {
      const base = where === 'directly' ? api.url : edge.url;
      const answer = await post(base, API_PATHS.leadSubmit, {
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...SPANISH },
        body: `nombre=${'a'.repeat(300 * 1024)}`,
      });
      expect(answer).toMatchObject({ status: 413, body: { message: TOO_LARGE.es } });
      const json = await post(base, REFERRALS_PATH, {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ nombre: 'a'.repeat(300 * 1024) }),
      });
      expect(json).toMatchObject({ status: 413, body: { message: TOO_LARGE.es } });
    },
  );

  it('When a 5 MB body is posted through the edge, then the edge passes on the 413 instead of a 503', async () => {
    const answer = await post(edge.url, API_PATHS.leadSubmit, {
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SPANISH },
      body: `nombre=${'a'.repeat(5 * 1024 * 1024)}`,
    });
    expect(answer).toMatchObject({ status: 413, body: { message: TOO_LARGE.es } });
  });

  it('When a JSON referral has a field over 32 KB, then 413 in Spanish', async () => {
    const answer = await post(api.url, REFERRALS_PATH, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        nombre: 'Ana',
        referidos: [{ nombre: 'b'.repeat(33 * 1024), phone: '1' }],
      }),
    });
    expect(answer).toMatchObject({ status: 413, body: { message: TOO_LARGE.es } });
  });

  it.each([['through the edge'], ['directly']])(
    'When the charset or content encoding is not supported (%s), then 415 in Spanish',
    async (where) => {
      const base = where === 'directly' ? api.url : edge.url;
      const charset = await post(base, API_PATHS.leadSubmit, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded; charset=koi8-r',
          ...SPANISH,
        },
        body: 'nombre=Ana',
      });
      expect(charset).toMatchObject({ status: 415, body: { message: UNSUPPORTED_ES } });
      const encoding = await post(base, API_PATHS.leadSubmit, {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-encoding': 'compress',
          ...SPANISH,
        },
        body: 'nombre=Ana',
      });
      expect(encoding).toMatchObject({ status: 415, body: { message: UNSUPPORTED_ES } });
      const multipart = await post(base, API_PATHS.leadSubmit, {
        headers: { 'content-encoding': 'gzip', ...SPANISH },
        body: (() => {
          const form = new FormData();
          form.append('nombre', 'Ana');
          return form;
        })(),
      });
      expect([400, 415]).toContain(multipart.status);
      const text = await post(base, API_PATHS.leadSubmit, {
        headers: { 'content-type': 'text/plain', ...SPANISH },
        body: 'nombre=Ana',
      });
      expect(text).toMatchObject({ status: 415, body: { message: UNSUPPORTED_ES } });
    },
  );

  it('When a gzip-encoded urlencoded lead is sent, then it is read like any other', async () => {
    const answer = await post(api.url, API_PATHS.leadSubmit, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-encoding': 'gzip',
        ...SPANISH,
      },
      body: gzipSync(new URLSearchParams({ nombre: '' }).toString()),
    });
    expect(answer.status).toBe(422);
  });

  it('When a no-JS form post has 61 fields, a field over 32 KB or over 256 KB, then 413 in the page language', async () => {
    const bodies = [
      manyFields(61),
      `nombre=${'a'.repeat(33 * 1024)}`,
      `nombre=${'a'.repeat(300 * 1024)}`,
    ];
    for (const body of bodies) {
      for (const [path, locale] of [
        ['/contacto', 'es'],
        ['/en/contact', 'en'],
      ] as const) {
        const answer = await new Visitor(edge.url).request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        expect(answer).toMatchObject({ status: 413, body: { message: TOO_LARGE[locale] } });
      }
    }
  });

  it('When a connection to the edge never sends a byte, then the edge closes it within about 10 s', async () => {
    const port = Number(new URL(edge.url).port);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.resume();
      socket.on('close', () => resolve(Date.now() - started));
    });
    expect(closedAfter).toBeGreaterThan(9_000);
    expect(closedAfter).toBeLessThan(12_500);
  }, 20_000);

  it('When every request above has been answered, then no log line carries the test name or phone', () => {
    const text = stack.logs.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain('Zacar');
    expect(text).not.toContain('Quintanilla');
    expect(text).not.toContain(SECRET_PHONE);
    expect(text).not.toMatch(/"statusCode":5\d\d|"status":5\d\d/);
  });
});
