import { expect, test } from '@playwright/test';

function decode(value: string): Record<string, string> {
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Record<string, string>;
}

test.describe('First-touch attribution cookie', () => {
  test('When a visitor lands from an ad, then firm_attr records the campaign and landing page, and a later page keeps it', async ({
    page,
    context,
  }) => {
    await page.goto('/visa-humanitaria/visa-u?utm_source=google&utm_campaign=visa-u&gclid=abc');
    const cookie = (await context.cookies()).find((c) => c.name === 'firm_attr');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(decode(cookie?.value ?? '')).toMatchObject({
      utm_source: 'google',
      utm_campaign: 'visa-u',
      gclid: 'abc',
      landing_path: '/visa-humanitaria/visa-u',
    });
    await page.goto('/contacto?utm_source=facebook');
    const later = (await context.cookies()).find((c) => c.name === 'firm_attr');
    expect(decode(later?.value ?? '')).toMatchObject({
      utm_source: 'google',
      landing_path: '/visa-humanitaria/visa-u',
    });
  });

  test('When a direct visitor later arrives from a campaign, then the campaign replaces the direct visit', async ({
    page,
    context,
  }) => {
    await page.goto('/en');
    expect(
      decode((await context.cookies()).find((c) => c.name === 'firm_attr')?.value ?? ''),
    ).toMatchObject({ landing_path: '/en' });
    await page.goto('/en/contact?utm_source=tiktok');
    expect(
      decode((await context.cookies()).find((c) => c.name === 'firm_attr')?.value ?? ''),
    ).toMatchObject({
      utm_source: 'tiktok',
      landing_path: '/en/contact',
    });
  });

  test('When an API path or an asset is requested, then no attribution cookie is written', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.headers()['set-cookie'] ?? '').not.toContain('firm_attr');
  });
});
