import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

describe('anti-forgery tokens', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('csrf');
    api = await startLeadsApi({ pool: db.pool });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const leadCount = async (key: string | undefined) =>
    (await db.pool.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [key])).rowCount;

  it('When /csrf-token is fetched, then it answers { token } and sets HttpOnly session and token cookies', async () => {
    const visitor = new Visitor(api.url);
    const answer = await visitor.request(API_PATHS.csrfToken);
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[0-9a-f]{64}\.[0-9a-f]{64}$/);
    expect(answer.setCookies.join('\n')).toMatch(/firm_sid=[^;]+;.*HttpOnly/);
    expect(answer.setCookies.join('\n')).toMatch(/firm_csrf=[^;]+;.*HttpOnly/);
  });

  it('When a form is posted without a token, then 403 JSON and nothing is stored', async () => {
    const visitor = new Visitor(api.url);
    await visitor.token();
    const fields = leadFields('contact-es');
    const answer = await visitor.postForm(API_PATHS.leadSubmit, fields, { token: null });
    expect(answer).toEqual({
      status: 403,
      body: {
        status: 'error',
        message: 'Error al enviar el formulario. Por favor intente de nuevo.',
      },
      setCookies: [],
    });
    expect(await leadCount(fields.idempotency_key)).toBe(0);
  });

  it('When the token is forged, then 403 in the form language', async () => {
    const visitor = new Visitor(api.url);
    const real = await visitor.token();
    const forged = `${'0'.repeat(64)}.${real.split('.')[1]}`;
    const answer = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-en'), {
      token: forged,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({
      status: 'error',
      message: 'Error submitting the form. Please try again.',
    });
  });

  it("When another visitor's token is replayed with this visitor's cookies, then 403", async () => {
    const attacker = new Visitor(api.url);
    const stolen = await attacker.token();
    const victim = new Visitor(api.url);
    await victim.token();
    const answer = await victim.postForm(API_PATHS.leadSubmit, leadFields('contact-es'), {
      token: stolen,
    });
    expect(answer.status).toBe(403);
  });

  it('When the token is sent but the cookies are not, then 403', async () => {
    const visitor = new Visitor(api.url);
    const token = await visitor.token();
    visitor.cookies.clear();
    const answer = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'), {
      token,
    });
    expect(answer.status).toBe(403);
  });

  it('When the token comes in the X-CSRF-Token header, then the form is accepted', async () => {
    const visitor = new Visitor(api.url);
    const token = await visitor.token();
    const form = new FormData();
    for (const [key, value] of Object.entries(leadFields('footer-en'))) form.append(key, value);
    const answer = await visitor.request(API_PATHS.leadSubmit, {
      method: 'POST',
      body: form,
      headers: { 'x-csrf-token': token },
    });
    expect(answer.body).toEqual({ status: 'success' });
  });

  it('When the web edge fetches a token server-side and passes Set-Cookie on, then the browser can post the no-JS form', async () => {
    // The edge: no visitor cookies yet, asks for a token on the visitor's behalf.
    const edge = await fetch(`${api.url}${API_PATHS.csrfToken}`, {
      headers: viaEdge('203.0.113.9'),
    });
    const { token } = (await edge.json()) as { token: string };
    // The browser stores the forwarded cookies and posts the urlencoded form with the rendered token.
    const browser = new Visitor(api.url);
    for (const line of edge.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      browser.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const fields = leadFields('contact-es');
    const answer = await browser.postForm(API_PATHS.leadSubmit, fields, {
      token,
      encoding: 'urlencoded',
    });
    expect(answer.body).toEqual({ status: 'success' });
    expect(await leadCount(fields.idempotency_key)).toBe(1);
  });

  it('When a visitor asks for a token twice, then the session is kept and both tokens stay valid', async () => {
    const visitor = new Visitor(api.url);
    const first = await visitor.token();
    const sid = visitor.cookies.get('firm_sid');
    await visitor.token();
    expect(visitor.cookies.get('firm_sid')).toBe(sid);
    expect(
      (await visitor.postForm(API_PATHS.leadSubmit, leadFields('footer-es'), { token: first }))
        .body,
    ).toEqual({ status: 'success' });
  });

  it('When track-call is posted without the header token, then 403; with it, success and a stored event', async () => {
    const visitor = new Visitor(api.url, {
      referer: 'https://www.herreraimmigrationlaw.com/en/contact',
    });
    expect((await visitor.postJson(API_PATHS.trackCall, {}, { token: null })).status).toBe(403);
    const answer = await visitor.postJson(API_PATHS.trackCall, {});
    expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
    const { rows } = await db.pool.query(
      "SELECT locale, page_url FROM call_events WHERE page_url LIKE '%/en/contact'",
    );
    expect(rows).toEqual([
      { locale: 'en', page_url: 'https://www.herreraimmigrationlaw.com/en/contact' },
    ]);
  });

  it('When the cookies are Secure, then both are __Host- cookies and only they are read (issue 25 §4)', async () => {
    const secure = await startLeadsApi({ pool: db.pool, secureCookies: true });
    try {
      const visitor = new Visitor(secure.url);
      const first = await visitor.request(API_PATHS.csrfToken);
      const token = first.body.token as string;
      expect([...visitor.cookies.keys()].sort()).toEqual(['__Host-firm_csrf', '__Host-firm_sid']);
      for (const cookie of first.setCookies) {
        expect(cookie).toMatch(/^__Host-/);
        expect(cookie).toMatch(/; Secure/i);
        expect(cookie).toMatch(/; Path=\//i);
        expect(cookie).not.toMatch(/; Domain=/i);
      }
      const accepted = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'), {
        token,
      });
      expect(accepted.status).toBe(200);
      // a pair planted without the prefix (a sibling host can set those) is not read
      const planted = new Visitor(secure.url);
      for (const [name, value] of visitor.cookies) planted.cookies.set(name.slice(7), value);
      const refused = await planted.postForm(API_PATHS.leadSubmit, leadFields('contact-es'), {
        token,
      });
      expect(refused.status).toBe(403);
    } finally {
      await secure.close();
    }
  });
});
