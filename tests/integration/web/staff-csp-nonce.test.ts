import { getHref } from '@firm/shared/routes/route-map';
import { createLogger } from '@firm/shared/server/logger';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { startTestEdge, type TTestEdge } from './support/edge-harness';

let db: TIsolatedDatabase;
let api: TLeadsApi;
let edge: TTestEdge;

beforeAll(async () => {
  db = await createIsolatedDatabase('cspnonce');
  api = await startLeadsApi({ pool: db.pool });
  edge = await startTestEdge({
    leadsApiUrl: api.url,
    logger: createLogger('edge-test', 'silent'),
  });
});

afterAll(async () => {
  await edge?.close();
  await api?.close();
  await db?.drop();
});

/** The sources of a policy's `style-src`. */
function styleSources(headers: Headers): string[] {
  const policy = headers.get('content-security-policy') ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('style-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/** The nonce of a `style-src` ('' when it has none). */
const nonceOf = (sources: string[]) =>
  /^'nonce-(.+)'$/.exec(sources.find((s) => s.startsWith("'nonce-")) ?? '')?.[1] ?? '';

describe('the style nonce of the staff pages (issue 28, CodeMirror under the CSP)', () => {
  it('When an editor loads a staff page twice, then each answer’s style-src carries a fresh random nonce, the one the page hands the browser', async () => {
    const editor = await signedInVisitor(edge.url, await addTestStaff(db.pool, { role: 'editor' }));
    const nonces: string[] = [];
    for (const path of [getHref('staffPostNew', 'es'), getHref('staffPostNew', 'es')]) {
      const answer = await editor.request(path);
      expect(answer.status).toBe(200);
      const sources = styleSources(editor.lastHeaders);
      const nonce = nonceOf(sources);
      // 16 random bytes, base64: 24 characters
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(sources).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(answer.body.cspNonce).toBe(nonce);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('When the sign-in page (no member yet) is loaded, then it has a nonce of its own too: every staff answer does', async () => {
    const visitor = new Visitor(edge.url);
    const answer = await visitor.request(getHref('staffSignIn', 'en'));
    expect(answer.status).toBe(200);
    expect(nonceOf(styleSources(visitor.lastHeaders))).not.toBe('');
  });

  it('When a public page is loaded, then its style-src has no nonce and the page is handed none (it stays cacheable)', async () => {
    const visitor = new Visitor(edge.url);
    for (const path of [getHref('home', 'es'), getHref('privacy', 'en')]) {
      const answer = await visitor.request(path);
      expect(answer.status).toBe(200);
      expect(styleSources(visitor.lastHeaders)).toEqual(["'self'"]);
      expect(answer.body.cspNonce).toBe('');
    }
  });
});
