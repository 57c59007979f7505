import { isOwnUrl, requestSite } from './request-site';

const isOwn = (url: URL) => url.origin === 'https://www.firm.example';
const withHeaders = (headers: Record<string, string>) => ({
  get: (name: string) => headers[name.toLowerCase()],
});

describe('where a request says it comes from', () => {
  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, 'own'],
    [{ 'sec-fetch-site': 'same-origin', origin: 'https://evil.example' }, 'own'],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://www.firm.example' }, 'foreign'],
    [{ 'sec-fetch-site': 'cross-site' }, 'foreign'],
    [{ 'sec-fetch-site': 'none' }, 'foreign'],
    [{ origin: 'https://www.firm.example' }, 'own'],
    [{ origin: 'https://WWW.FIRM.EXAMPLE:443' }, 'own'],
    [{ origin: 'https://evil.example' }, 'foreign'],
    [{ origin: 'http://[' }, 'foreign'],
    [{ origin: 'not a url' }, 'foreign'],
    [{ origin: 'null' }, 'unknown'],
    [{ referer: 'https://www.firm.example/contacto' }, 'unknown'],
    [{}, 'unknown'],
  ])('When the headers are %p, then the request is %p', (headers, expected) => {
    expect(requestSite(withHeaders(headers), isOwn)).toBe(expected);
  });

  it.each([
    ['https://www.firm.example/contacto?x=1', true],
    ['https://www.firm.example.evil.example/', false],
    ['javascript:alert(1)', false],
    ['//www.firm.example/', false],
    ['', false],
  ])('When the URL is %p, then it is the site’s own: %p', (value, expected) => {
    expect(isOwnUrl(value, isOwn)).toBe(expected);
  });
});
