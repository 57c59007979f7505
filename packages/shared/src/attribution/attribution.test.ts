import {
  attributionFromRequest,
  hasCampaignData,
  parseAttributionCookie,
  serializeAttribution,
  sourceLabel,
} from './attribution';

const now = new Date('2026-01-02T03:04:05.000Z');

describe('first-touch attribution', () => {
  it('When a landing URL carries utm parameters and click ids, then all are recorded with the landing path', () => {
    const attr = attributionFromRequest({
      url: new URL(
        'https://site.test/visa-k1?utm_source=tiktok&utm_medium=cpc&utm_campaign=k1&gclid=G1&fbclid=F1&ttclid=T1',
      ),
      now,
    });
    expect(attr).toEqual({
      utm_source: 'tiktok',
      utm_medium: 'cpc',
      utm_campaign: 'k1',
      gclid: 'G1',
      fbclid: 'F1',
      ttclid: 'T1',
      landing_path: '/visa-k1',
      first_seen: '2026-01-02T03:04:05.000Z',
    });
  });

  it('When the referrer is the site itself, then it is ignored; an external one is kept without its query', () => {
    const same = attributionFromRequest({
      url: new URL('https://site.test/'),
      referrer: 'https://site.test/blog',
      now,
    });
    expect(same.referrer).toBeUndefined();
    expect(hasCampaignData(same)).toBe(false);
    const ext = attributionFromRequest({
      url: new URL('https://site.test/'),
      referrer: 'https://www.google.com/search?q=x',
      now,
    });
    expect(ext.referrer).toBe('https://www.google.com/search');
    expect(hasCampaignData(ext)).toBe(true);
  });

  it('When attribution is serialized, then parsing the cookie gives it back, accents included', () => {
    const attr = attributionFromRequest({
      url: new URL('https://site.test/?utm_campaign=peticiónñ'),
      now,
    });
    expect(parseAttributionCookie(serializeAttribution(attr))).toEqual(attr);
  });

  it.each([
    undefined,
    '',
    'not-base64!!',
    serializeAttribution({} as never).slice(0, 3),
    'x'.repeat(5000),
  ])('When the cookie is %p, then it is ignored', (value) => {
    expect(parseAttributionCookie(value)).toBeNull();
  });

  it('When a forged cookie carries unknown keys or non-strings, then only known string fields survive', () => {
    const forged = Buffer.from(
      JSON.stringify({ landing_path: '/', first_seen: 'x', utm_source: 5, evil: 'y', gclid: 'ok' }),
    ).toString('base64url');
    expect(parseAttributionCookie(forged)).toEqual({
      landing_path: '/',
      first_seen: 'x',
      gclid: 'ok',
    });
  });

  it.each([
    [{ utm_source: 'newsletter', gclid: 'x' }, 'newsletter'],
    [{ gclid: 'x' }, 'google ads'],
    [{ fbclid: 'x' }, 'facebook ads'],
    [{ ttclid: 'x' }, 'tiktok ads'],
    [{ referrer: 'https://www.google.com/' }, 'google'],
    [{ referrer: 'https://l.facebook.com/l.php' }, 'facebook'],
    [{ referrer: 'https://m.youtube.com/watch' }, 'youtube'],
    [{ referrer: 'https://news.example.org/a' }, 'news.example.org'],
    [{}, ''],
  ])('When attribution is %p, then the source label is %p', (fields, label) => {
    expect(sourceLabel({ landing_path: '/', first_seen: '', ...fields })).toBe(label);
  });

  it('When there is no attribution, then the source label is empty', () => {
    expect(sourceLabel(null)).toBe('');
  });
});
