import { serializeAttribution } from '@firm/shared/attribution/attribution';
import { attributionCookieFor } from './attribution-cookie';

const NOW = Date.parse('2026-02-01T10:00:00.000Z');
const cookieFor = attributionCookieFor('http://localhost:3000', () => NOW);
const direct = serializeAttribution({
  landing_path: '/en',
  first_seen: '2026-01-01T00:00:00.000Z',
});
const fromGoogle = serializeAttribution({
  landing_path: '/',
  first_seen: '2026-01-01T00:00:00.000Z',
  utm_source: 'google',
});

describe('attributionCookieFor', () => {
  it('When a first visit has no cookie, then the cookie is written as Express res.cookie wrote it', () => {
    const value = serializeAttribution({
      landing_path: '/en',
      first_seen: '2026-02-01T10:00:00.000Z',
    });
    expect(cookieFor('/en', {})).toBe(
      `firm_attr=${value}; Max-Age=7776000; Path=/; Expires=Sat, 02 May 2026 10:00:00 GMT; HttpOnly; SameSite=Lax`,
    );
  });

  it('When the site is served over https, then the cookie is Secure', () => {
    const secure = attributionCookieFor('https://www.example.com', () => NOW)('/en', {});
    expect(secure).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('When the visitor has a cookie and this view has no campaign data, then it stays', () => {
    expect(cookieFor('/en', { cookie: `a=1; firm_attr=${direct}` })).toBeUndefined();
  });

  it('When the cookie records a direct visit and this view comes from an ad, then it is replaced', () => {
    expect(cookieFor('/en?utm_source=bing', { cookie: `firm_attr=${direct}` })).toMatch(
      /^firm_attr=[\w-]+; Max-Age=/,
    );
    expect(
      cookieFor('/en', { cookie: `firm_attr=${direct}`, referer: 'https://www.google.com/' }),
    ).toMatch(/^firm_attr=/);
  });

  it('When the cookie already has campaign data, then a later campaign does not replace it', () => {
    expect(cookieFor('/en?utm_source=bing', { cookie: `firm_attr=${fromGoogle}` })).toBeUndefined();
  });

  it('When the cookie is malformed, then a new one is written', () => {
    expect(cookieFor('/en', { cookie: 'firm_attr=not-base64-json' })).toMatch(/^firm_attr=/);
  });

  it('When the referrer is the site itself, then a direct visit cookie stays', () => {
    expect(
      cookieFor('/en', { cookie: `firm_attr=${direct}`, referer: 'http://localhost:3000/' }),
    ).toBeUndefined();
  });
});
