import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { firstBlogContent } from '../support/route-cases';

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const ofType = (objects: Record<string, unknown>[], type: string) =>
  objects.filter((object) => object['@type'] === type);

test.describe('Search engine metadata', () => {
  test('When a page pair is served, then each has its title, description, canonical and hreflang alternates en-US, es-US and x-default', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/en/k1-visa');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('K-1 fiancé(e) visa | Herrera Immigration Law');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /90 days/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/k1-visa`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/k1-visa`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="es-US"]')).toHaveAttribute(
      'href',
      `${baseURL}/visa-k1`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${baseURL}/visa-k1`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'K-1 fiancé(e) visa',
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}/en/k1-visa`,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      `${baseURL}/og-default.png`,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await page.goto('/visa-k1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL}/visa-k1`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/k1-visa`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'es_US');
  });

  test('When the home and contact pages are served, then they describe the firm as a LegalService with both offices and no review markup', async ({
    page,
  }) => {
    for (const path of ['/', '/en/contact']) {
      await page.goto(path);
      const objects = await jsonLd(page);
      const [firm] = ofType(objects, 'LegalService');
      expect(firm, path).toBeTruthy();
      const addresses = (firm as { address: { addressLocality: string }[] }).address;
      expect(addresses.map((address) => address.addressLocality)).toEqual([
        'El Paso',
        'Washington',
      ]);
      expect(JSON.stringify(objects)).not.toMatch(/aggregateRating|"Review"/);
    }
  });

  test('When an inner page is served, then its breadcrumb is also a BreadcrumbList', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/visa-humanitaria/visa-t');
    const [crumbs] = ofType(await jsonLd(page), 'BreadcrumbList');
    const items = (crumbs as { itemListElement: { name: string; item: string }[] }).itemListElement;
    expect(items.map((item) => item.name)).toEqual([
      'Inicio',
      'Visas humanitarias',
      'Visa T para víctimas de trata de personas',
    ]);
    expect(items[2]?.item).toBe(`${baseURL}/visa-humanitaria/visa-t`);
    await expect(
      page
        .getByRole('navigation', { name: 'Ruta de navegación' })
        .getByRole('link', { name: 'Visas humanitarias' }),
    ).toHaveAttribute('href', '/visa-humanitaria');
  });

  test('When an article is served, then it carries BlogPosting, its data in the page, and hreflang to its counterpart slug', async ({
    page,
    request,
    baseURL,
  }) => {
    const { article } = await firstBlogContent(request);
    const contentCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/content/')) contentCalls.push(req.url());
    });
    await page.goto(`/blog/${article.url_es}`);
    await page.waitForLoadState('networkidle');
    expect(contentCalls).toEqual([]);
    const [posting] = ofType(await jsonLd(page), 'BlogPosting');
    expect(posting).toMatchObject({
      inLanguage: 'es-US',
      mainEntityOfPage: `${baseURL}/blog/${article.url_es}`,
    });
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      `${baseURL}/en/blog/${article.url_en}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('main time').first()).toHaveText(/^\d{1,2} de [a-z]+ de \d{4}$/);
  });

  test('When an attorney profile is served, then it carries a Person object', async ({
    page,
    request,
  }) => {
    const attorneys = (await (await request.get('/api/content/attorneys')).json()) as {
      slug: string;
      name: string;
    }[];
    const first = attorneys[0] as { slug: string; name: string };
    await page.goto(`/en/attorneys/${first.slug}`);
    const [person] = ofType(await jsonLd(page), 'Person');
    expect(person).toMatchObject({ name: first.name });
  });

  test('When a thank-you page is served, then search engines are told not to index it', async ({
    page,
  }) => {
    for (const path of ['/gracias', '/en/thank-you', '/gracias-referidos']) {
      await page.goto(path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test('When /sitemap.xml is requested, then it lists every page of both languages with their alternates, articles included', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/xml');
    const xml = await response.text();
    for (const path of [
      '/',
      '/en',
      '/servicios',
      '/en/services',
      '/visa-humanitaria/visa-vawa',
      '/en/reviews',
      '/abogados/ana-herrera',
    ]) {
      expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="en-US" href="${baseURL}/en/services"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/servicios"/>`,
    );
    expect(xml).not.toContain('/gracias<');
    const { article } = await firstBlogContent(request);
    expect(xml).toContain(`<loc>${baseURL}/blog/${article.url_es}</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/en/blog/${article.url_en}</loc>`);
  });

  test('When /robots.txt is requested, then it allows the site, keeps crawlers out of the APIs and points at the sitemap', async ({
    request,
    baseURL,
  }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
