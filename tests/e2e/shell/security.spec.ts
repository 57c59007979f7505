import { expect, test } from '@playwright/test';
import { watchPage } from './support/page-watch';
import { gotoHydrated } from '../support/hydrated';

function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, ...values] = part.split(/\s+/);
        return [name as string, values.join(' ')];
      }),
  );
}

test.describe('Security headers', () => {
  test('When a page is served, then a strict CSP allows scripts from the site only, and the page has no inline script', async ({
    page,
  }) => {
    const response = await page.goto('/en/contact');
    const headers = response?.headers() ?? {};
    const csp = directives(headers['content-security-policy'] ?? '');
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'none'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-src')?.split(' ').sort()).toEqual([
      'https://www.google.com',
      'https://www.youtube-nocookie.com',
      'https://www.youtube.com',
    ]);
    // data blocks (JSON, JSON-LD) are never executed; every script that runs comes from a file
    const inline = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).type));
    expect(inline.length).toBeGreaterThan(0);
    for (const type of inline) expect(['application/json', 'application/ld+json']).toContain(type);
    await expect(page.locator('script[src^="/assets/boot-"]')).toHaveCount(1);
  });

  test('When a page is served, then HSTS, referrer, permissions, nosniff and framing headers are set', async ({
    request,
  }) => {
    const headers = (await request.get('/')).headers();
    expect(headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('When pages are browsed, hydrated, menus opened and the map scrolled into view, then no CSP violation or console error appears', async ({
    page,
  }) => {
    const report = await watchPage(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ['/', '/en', '/en/contact', '/visa-humanitaria/visa-u', '/no-existe']) {
      await gotoHydrated(page, path);
    }
    await page.getByRole('button', { name: 'SERVICIOS' }).click();
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.getByTestId('footer-map').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('footer-map').locator('iframe')).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    expect(report.cspViolations).toEqual([]);
    expect(report.errors).toEqual([]);
  });

  test('When hashed assets are requested, then they are cached for a year as immutable and compressed', async ({
    page,
    request,
  }) => {
    await page.goto('/en');
    const script = await page
      .locator('script[type="module"][src^="/assets/"]')
      .first()
      .getAttribute('src');
    const response = await request.get(script as string, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['content-encoding']).toMatch(/br|gzip/);
    const html = await request.get('/en', { headers: { 'accept-encoding': 'br' } });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('Frame: footer and floating button', () => {
  test('When any page is shown, then the footer has the contact block, the lead-form region, this year, the legal links and the disclaimer', async ({
    page,
  }) => {
    await page.goto('/en/services');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    expect(await footer.locator('a[href^="tel:"]').count()).toBe(2);
    await expect(footer.locator('address')).toHaveCount(2);
    await expect(footer.getByRole('region', { name: 'Submit your case' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Herrera Immigration Law`);
    await expect(footer.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/en/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Sitemap' })).toHaveAttribute(
      'href',
      '/en/sitemap',
    );
    await expect(footer).toContainText('Every case is unique');
    await expect(footer).toContainText('not an approval');
    await expect(footer).toContainText('not legal advice');
    for (const network of ['Facebook', 'Instagram', 'TikTok', 'YouTube']) {
      await expect(footer.getByRole('link', { name: new RegExp(network) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await page.goto('/servicios');
    await expect(
      page.locator('footer').getByRole('region', { name: 'Envíe su caso' }),
    ).toBeVisible();
  });

  test('When the page loads, then nothing comes from the maps provider until the map is scrolled into view', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith('http://localhost') && !req.url().startsWith('http://127.0.0.1'))
        thirdParty.push(req.url());
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contacto');
    await page.waitForLoadState('networkidle');
    expect(thirdParty).toEqual([]);
    await expect(page.getByTestId('footer-map').locator('iframe')).toHaveCount(0);
    await page.getByTestId('footer-map').scrollIntoViewIfNeeded();
    const frame = page.getByTestId('footer-map').locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?/);
    await expect(frame).toHaveAttribute('title', /El Paso/);
  });

  test('When the WhatsApp button is shown, then it opens a chat with the greeting of the language in a new tab', async ({
    page,
  }) => {
    await page.goto('/');
    const button = page.getByTestId('whatsapp-button');
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('target', '_blank');
    await expect(button).toHaveAttribute('rel', /noopener/);
    const href = new URL((await button.getAttribute('href')) as string);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe('Hola, quiero una evaluación gratuita de mi caso.');
    await page.goto('/en');
    const english = new URL(
      (await page.getByTestId('whatsapp-button').getAttribute('href')) as string,
    );
    expect(english.searchParams.get('text')).toBe('Hello, I would like a free case evaluation.');
  });
});
