import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { RETURN_PARAM, STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { startContentServer, type TContentServer } from '../../support/content-server';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { startTestEdge, type TTestEdge } from './support/edge-harness';
import { captureLogs } from '../../support/log-capture';

const FORBIDDEN_ES = 'Error al enviar el formulario. Por favor intente de nuevo.';
const SECRET_NAME = 'Eustaquio Villaseñor';
const SECRET_PHONE = uniquePhone();

/** Every POST a visitor's browser makes, with a body that would otherwise be accepted or validated. */
const POSTS = () => [
  {
    path: API_PATHS.leadSubmit,
    kind: 'form' as const,
    body: leadFields('contact-es', { nombre: SECRET_NAME, phone: SECRET_PHONE }),
  },
  {
    path: REFERRALS_PATH,
    kind: 'json' as const,
    body: {
      nombre: SECRET_NAME,
      phone: SECRET_PHONE,
      checkbox: true,
      referidos: [{ nombre: 'Rosa', phone: uniquePhone() }],
    },
  },
  { path: API_PATHS.trackCall, kind: 'json' as const, body: {} },
  {
    path: API_PATHS.socialMediaLeadSubmit,
    kind: 'form' as const,
    body: { nombre: SECRET_NAME, phone: SECRET_PHONE },
  },
  {
    path: STAFF_API_PATHS.session,
    kind: 'json' as const,
    body: { email: 'a@b.co', password: 'x' },
  },
];

describe('security checks through the edge (issue 18)', () => {
  const logs = captureLogs();
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let content: TContentServer;
  let edge: TTestEdge;

  beforeAll(async () => {
    db = await createIsolatedDatabase('security');
    api = await startLeadsApi({ pool: db.pool, logger: logs.loggerFor('leads-api') });
    content = await startContentServer({ databaseUrl: db.url, importFrom: false });
    edge = await startTestEdge({
      leadsApiUrl: api.url,
      contentApiUrl: content.baseUrl,
      logger: logs.loggerFor('web'),
    });
  });
  afterAll(async () => {
    await edge.close();
    await content.close();
    await api.close();
    await db.drop();
  });

  /** Posts as a browser would, with this token and these extra headers. */
  const send = (
    visitor: Visitor,
    post: ReturnType<typeof POSTS>[number],
    token: string | null,
    headers: Record<string, string> = {},
  ) => {
    const tokenHeader: Record<string, string> = token === null ? {} : { 'x-csrf-token': token };
    const body =
      post.kind === 'json'
        ? JSON.stringify(post.body)
        : new URLSearchParams({
            ...(post.body as Record<string, string>),
            ...(token ? { _token: token } : {}),
          });
    const type = post.kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
    return visitor.request(post.path, {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...tokenHeader, ...headers },
    });
  };

  it.each(POSTS().map((post) => [post.path, post]))(
    "When %s is posted without a token, with a forged one, with another visitor's, or from a foreign Origin, then 403",
    async (_path, post) => {
      const visitor = new Visitor(edge.url, { 'accept-language': 'es' });
      const token = await visitor.token();
      const other = new Visitor(edge.url);
      const othersToken = await other.token();
      const forged = `${'0'.repeat(64)}.${token.split('.')[1] ?? ''}`;
      const answers = [
        await send(visitor, post, null),
        await send(visitor, post, forged),
        await send(visitor, post, othersToken),
        await send(visitor, post, token, { origin: 'https://evil.example' }),
      ];
      // the social-media form is staff-only: without a session it is refused before the token is read
      const refused = post.path === API_PATHS.socialMediaLeadSubmit ? [401, 403] : [403];
      for (const answer of answers) expect(refused).toContain(answer.status);
      // the real token from the site's own origin passes the check (whatever comes next)
      const own = await send(visitor, post, token, { origin: 'http://localhost:3000' });
      expect(own.status).not.toBe(403);
    },
  );

  it('When a Spanish lead form from an English browser is refused for its token, then the message is in the form language', async () => {
    const visitor = new Visitor(edge.url, { 'accept-language': 'en' });
    const answer = await send(visitor, POSTS()[0]!, null, { 'accept-language': 'en' });
    expect(answer).toMatchObject({ status: 403, body: { message: FORBIDDEN_ES } });
  });

  it.each([
    '/images/files/..%2F..%2F..%2Fetc%2Fpasswd',
    '/images/files/%2e%2e/%2e%2e/etc/passwd',
    '/images/files/..%5C..%5Cetc%5Cpasswd',
    '/images/files/....//....//etc/passwd',
    '/images/files/%252e%252e%252fetc%252fpasswd',
    '/images/files/x%00.jpg',
  ])('When %s is requested, then no file outside the media store is served', async (path) => {
    // (fetch resolves %2e%2e itself: that request reaches a page, not the media files)
    const response = await fetch(`${edge.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBeLessThan(500);
    expect(await response.text()).not.toContain('root:');
  });

  it.each([
    '//evil.example/',
    '//evil.example/contacto/',
    '/\\evil.example/',
    '/%5Cevil.example/',
    '/es//evil.example',
    '/visa-t/?next=//evil.example',
  ])('When %s is requested, then any redirect stays on the site', async (path) => {
    const response = await fetch(`${edge.url}${path}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (location) {
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, 'http://localhost:3000').host).toBe('localhost:3000');
    }
  });

  it('When the staff sign-in names a foreign return address, then the member lands inside the staff area', async () => {
    const staff = await addTestStaff(db.pool);
    for (const target of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const visitor = new Visitor(edge.url);
      const page = getHref('staffSignIn', 'es');
      const token = await visitor.token();
      const answer = await fetch(`${edge.url}${page}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          // posted from the sign-in page itself, as a browser says it
          'sec-fetch-site': 'same-origin',
        },
        body: new URLSearchParams({
          email: staff.email,
          password: staff.password,
          _token: token,
          [RETURN_PARAM]: target,
        }),
      });
      const location = answer.headers.get('location') ?? '';
      expect(location).toMatch(/^\/(?![/\\])/);
      expect(location.startsWith('/staff') || location.startsWith('/en/staff')).toBe(true);
    }
  });

  it('When the Host header names another site, then redirects and answers never point there', async () => {
    const answers = await Promise.all(
      ['/contacto/', '/es/contacto', '/staff/prospectos'].map((path) =>
        fetch(`${edge.url}${path}`, {
          redirect: 'manual',
          headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        }),
      ),
    );
    for (const answer of answers) {
      expect(answer.headers.get('location') ?? '').not.toContain('evil.example');
      expect(await answer.text()).not.toContain('evil.example');
    }
  });

  it('When pages, API answers, errors and assets are served, then each carries the security headers', async () => {
    const visitor = new Visitor(edge.url);
    await visitor.token();
    const responses = [
      await fetch(`${edge.url}/contacto`),
      await fetch(`${edge.url}${API_PATHS.csrfToken}`),
      await fetch(`${edge.url}/api/prospecto/nada`, { method: 'POST' }),
      await fetch(`${edge.url}${API_PATHS.leadSubmit}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
      await fetch(`${edge.url}/images/files/missing.jpg`),
    ];
    for (const response of responses) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('When the anti-forgery cookies are set, then they are HttpOnly and SameSite=Lax on path /', async () => {
    const response = await fetch(`${edge.url}${API_PATHS.csrfToken}`);
    const cookies = response.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; HttpOnly/i);
    for (const cookie of cookies) expect(cookie).toMatch(/; SameSite=Lax/i);
    for (const cookie of cookies) expect(cookie).toMatch(/; Path=\//i);
  });

  it('When the suite is over, then no log line carries the name or phone it posted', () => {
    const text = logs.text();
    expect(text).not.toContain('Eustaquio');
    expect(text).not.toContain('Villase');
    expect(text).not.toContain(SECRET_PHONE);
  });
});
