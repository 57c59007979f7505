import { expect, test } from '@playwright/test';
import { e2eDb } from '../support/db';
import { leadsNamed, theLeadNamed } from '../forms/helpers/leads';
import { uniqueName, uniquePhone } from '../forms/helpers/people';

// The edge's page cache: a public page is the same for every anonymous visitor, rendered once and answered
// from memory until it expires or content is imported.
test.describe('Page cache', () => {
  test('When two visitors with different cookies ask for a page, then they get the same bytes, the second from the cache, with no token or nonce in it', async ({
    playwright,
    baseURL,
  }) => {
    const path = `/en/about-us?visit=${Date.now()}`;
    const first = await playwright.request.newContext({ baseURL });
    const second = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { cookie: 'firm_sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA; firm_csrf=xyz' },
    });
    const a = await first.get(path);
    const b = await second.get(path);
    expect(a.status()).toBe(200);
    expect(a.headers()['x-cache']).toBe('miss');
    expect(b.headers()['x-cache']).toBe('hit');
    const html = await a.text();
    expect(await b.text()).toBe(html);
    expect(html).not.toMatch(/nonce=/);
    expect(html).toContain('<meta name="csrf-token" content=""/>');
    expect(html).not.toMatch(/name="_token"/);
    expect(html).not.toMatch(/name="idempotency_key" value="[0-9a-f-]{36}"/);
    // the page asked for no token: no anti-forgery cookie is handed out with it
    expect(a.headersArray().filter((h) => /firm_(sid|csrf)=/.test(h.value))).toEqual([]);
    await first.dispose();
    await second.dispose();
  });

  test('When a page comes from the cache, then it has the same security headers as when it was rendered, its own request id and the attribution cookie', async ({
    playwright,
    baseURL,
  }) => {
    const path = `/en/services?visit=${Date.now()}`;
    const visitor = () => playwright.request.newContext({ baseURL });
    const [first, second] = [await visitor(), await visitor()];
    const miss = await first.get(path);
    const hit = await second.get(`${path}`, { headers: { 'x-request-id': 'campaign-check-1' } });
    expect([miss.headers()['x-cache'], hit.headers()['x-cache']]).toEqual(['miss', 'hit']);
    const security = (headers: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(headers).filter(([name]) =>
          /^(content-security-policy|strict-transport-security|x-frame-options|x-content-type-options|referrer-policy|permissions-policy|cross-origin-.*|origin-agent-cluster|x-dns-prefetch-control|x-download-options|x-permitted-cross-domain-policies|x-xss-protection)$/.test(
            name,
          ),
        ),
      );
    expect(Object.keys(security(miss.headers()))).toHaveLength(13);
    expect(security(hit.headers())).toEqual(security(miss.headers()));
    expect(hit.headers()['x-powered-by']).toBeUndefined();
    expect(hit.headers()['x-request-id']).toBe('campaign-check-1');
    expect(miss.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // a first visit gets its first-touch cookie from a cached page too
    expect(hit.headers()['set-cookie']).toMatch(
      /^firm_attr=[\w-]+; Max-Age=\d+; Path=\/;.* HttpOnly; SameSite=Lax/,
    );
    await first.dispose();
    await second.dispose();
  });

  test('When a cached page is asked with HEAD or with its ETag, then HEAD has the headers only and the ETag gets 304', async ({
    request,
  }) => {
    const path = `/servicios?visit=${Date.now()}`;
    const full = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
    const etag = full.headers()['etag'];
    expect(etag).toMatch(/^"[\w-]{20,}"$/);
    const head = await request.head(path, { headers: { 'accept-encoding': 'identity' } });
    expect(head.status()).toBe(200);
    expect(head.headers()['x-cache']).toBe('hit');
    expect(head.headers()['content-length']).toBe(String((await full.body()).length));
    expect((await head.body()).length).toBe(0);
    const again = await request.get(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status()).toBe(304);
    expect(again.headers()['cache-control']).toBe('no-cache');
  });

  test('When content is imported (the content version changes), then the next visit renders the page again', async ({
    request,
  }) => {
    const path = `/en/contact?visit=${Date.now()}`;
    await request.get(path);
    expect((await request.get(path)).headers()['x-cache']).toBe('hit');
    const db = await e2eDb();
    try {
      await db.query('UPDATE content_state SET version = version + 1');
    } finally {
      await db.end();
    }
    // the edge polls the version every 2 s
    await expect
      .poll(async () => (await request.get(path)).headers()['x-cache'], { timeout: 10_000 })
      .toBe('miss');
  });

  test('When a staff page or a page that does not exist is asked, then it is never served from the cache', async ({
    request,
  }) => {
    for (const path of ['/staff/ingresar', '/en/no-such-page']) {
      await request.get(path, { maxRedirects: 0 });
      const again = await request.get(path, { maxRedirects: 0 });
      expect(again.headers()['x-cache'], path).toBeUndefined();
    }
  });
});

test.describe('Forms posted without JavaScript from a cached page', () => {
  function footerPost(name: string, phone: string): Record<string, string> {
    return {
      form: 'footer-es',
      seccion: 'Footer Español',
      page_url: '/servicios',
      nombre: name,
      phone,
      mensaje: 'Escribo desde otra página',
      checkbox: 'on',
    };
  }

  test('When another site posts a lead form on a visitor’s behalf, then it is refused with the form’s message and nothing is stored', async ({
    request,
  }) => {
    const name = uniqueName('Forjado');
    const response = await request.post('/servicios', {
      form: footerPost(name, uniquePhone()),
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Error al enviar el formulario');
    expect(await leadsNamed(name)).toEqual([]);
  });

  test('When a post says nothing of where it comes from, then it is refused too', async ({
    request,
  }) => {
    const name = uniqueName('Anonimo');
    const response = await request.post('/servicios', {
      form: footerPost(name, uniquePhone()),
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await leadsNamed(name)).toEqual([]);
  });

  test('When the site’s own page posts it (no cookies, no token), then the edge gets a token, the lead is stored with a key of its own and the visitor gets the anti-forgery cookies', async ({
    request,
    baseURL,
  }) => {
    const name = uniqueName('Propio');
    const response = await request.post('/servicios', {
      form: footerPost(name, uniquePhone()),
      headers: { origin: baseURL ?? '' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers()['location']).toBe('/gracias#main');
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    expect(cookies.some((c) => c.startsWith('firm_csrf='))).toBe(true);
    const lead = await theLeadNamed(name);
    expect(lead.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
