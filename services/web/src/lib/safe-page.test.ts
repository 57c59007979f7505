import { isSafeThankYou, thankYouHref } from './safe-page';

describe('the thank-you page reached from a page with Quick exit', () => {
  it('When a form was on such a page, then its thank-you address carries only a neutral marker', () => {
    const href = thankYouHref('/gracias', true);
    expect(href).toBe('/gracias?v=2');
    expect(href).not.toMatch(/vawa|abus|maltrat|trata|traffick|safe|segur|victim|u-visa|t-visa/i);
    expect(isSafeThankYou(new URL(href, 'https://example.com'))).toBe(true);
  });

  it('When a form was on any other page, then the address is the plain thank-you page', () => {
    expect(thankYouHref('/en/thank-you', false)).toBe('/en/thank-you');
    expect(isSafeThankYou(new URL('https://example.com/en/thank-you'))).toBe(false);
    expect(isSafeThankYou(new URL('https://example.com/gracias?v=1'))).toBe(false);
  });
});
