import { request as httpRequest } from 'node:http';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { Visitor, type TAnswer } from '../../support/visitor';
import { startEdgeStack, type TEdgeStack } from './support/edge-stack';

const TOO_LARGE_ES =
  'Su formulario es demasiado grande para enviarlo. Por favor acorte su mensaje e intente de nuevo.';
const UNSUPPORTED_ES =
  'Su navegador envió el formulario en un formato que no podemos leer. Por favor vuelva a cargar la página e intente de nuevo.';
const SPANISH = { 'accept-language': 'es-MX,es;q=0.9' };
const MESSAGES: Record<number, string> = { 413: TOO_LARGE_ES, 415: UNSUPPORTED_ES };
const FORM = 'application/x-www-form-urlencoded';
const CONCURRENT = 20;

/** `count` copies of a post sent at once through the edge, each by its own visitor with a token. */
async function atOnce(
  base: string,
  count: number,
  send: (visitor: Visitor, token: string) => Promise<TAnswer>,
): Promise<TAnswer[]> {
  const visitors = Array.from({ length: count }, () => new Visitor(base, SPANISH));
  const tokens = await Promise.all(visitors.map((visitor) => visitor.token()));
  return Promise.all(visitors.map((visitor, i) => send(visitor, tokens[i]!)));
}

/** A chunked post (no Content-Length): `chunks` pieces of `chunkBytes`, written as fast as the socket takes them. */
function chunkedPost(
  url: string,
  headers: Record<string, string>,
  chunks: number,
  chunkBytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const piece = Buffer.alloc(chunkBytes, 'a');
    let sent = 0;
    const write = () => {
      while (sent < chunks) {
        sent += 1;
        if (!req.write(piece)) {
          req.once('drain', write);
          return;
        }
      }
      req.end();
    };
    req.write('nombre=');
    write();
  });
}

describe('the edge never answers a client mistake with a 5xx when leads-api refuses a body early (issue 25 §4)', () => {
  let stack: TEdgeStack;

  beforeAll(async () => {
    stack = await startEdgeStack('early-refusals');
  });
  afterAll(() => stack.close());

  it('When twenty 300 KB lead posts reach the edge at once, then every one is a 413 in Spanish', async () => {
    const answers = await atOnce(stack.edge.url, CONCURRENT, (visitor, token) =>
      visitor.request(API_PATHS.leadSubmit, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrf-token': token },
        body: `nombre=${'a'.repeat(300 * 1024)}`,
      }),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 413, body: { message: TOO_LARGE_ES } });
  });

  // 300 KB: over the limit, the edge answers; 200 KB: leads-api refuses it before reading it.
  it.each([
    ['text', REFERRALS_PATH, 'text/plain', 300, 413],
    ['text', REFERRALS_PATH, 'text/plain', 200, 415],
    ['anonymous social-media', API_PATHS.socialMediaLeadSubmit, FORM, 300, 413],
    ['anonymous social-media', API_PATHS.socialMediaLeadSubmit, FORM, 200, 401],
  ])(
    'When twenty %s posts to %s (%s) of %d KB reach the edge at once, then every one is a %d',
    async (_kind, path, type, kilobytes, status) => {
      const answers = await atOnce(stack.edge.url, CONCURRENT, (visitor, token) =>
        visitor.request(path, {
          method: 'POST',
          headers: { 'content-type': type, 'x-csrf-token': token },
          body: `nombre=${'a'.repeat(kilobytes * 1024)}`,
        }),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(status);
        if (status !== 401) expect(answer.body.message).toBe(MESSAGES[status]);
      }
    },
  );

  it('When a 600 KB lead comes in chunks without a length, then the edge answers 413 in Spanish', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        chunkedPost(
          `${stack.edge.url}${API_PATHS.leadSubmit}`,
          { 'content-type': 'application/x-www-form-urlencoded', ...SPANISH },
          150,
          4096,
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toMatchObject({ message: TOO_LARGE_ES });
    }
  });

  it('When the posts are over, then the edge never logged leads-api as unavailable', () => {
    expect(stack.logs.text()).not.toMatch(/upstream unavailable/);
  });
});
