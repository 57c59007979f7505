import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';

const HITS = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  titulo_en: `Visa article ${i + 1}`,
  titulo_es: `Artículo de visas ${i + 1}`,
  url_en: `visa-article-${i + 1}`,
  url_es: `articulo-de-visas-${i + 1}`,
}));

/** Answers a search path with eight hits and counts the requests. */
async function fakeSearch(page: Page, path: string): Promise<{ queries: string[] }> {
  const seen = { queries: [] as string[] };
  await page.route(`**${path}?*`, async (route) => {
    seen.queries.push(new URL(route.request().url()).searchParams.get('query') ?? '');
    await route.fulfill({ json: HITS });
  });
  return seen;
}

test.describe('Search boxes', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('When text is typed in the mobile menu search (Spanish), then at most 5 results link to /blog/{url_es}, and clearing it empties the list without a request', async ({
    page,
  }) => {
    const seen = await fakeSearch(page, '/api/buscar');
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const box = page.getByRole('dialog').getByRole('searchbox', { name: 'Buscar en el blog' });
    await box.fill('visa');
    const results = page.getByRole('dialog').getByTestId('search-results').getByRole('link');
    await expect(results).toHaveCount(5);
    await expect(results.first()).toHaveAttribute('href', '/blog/articulo-de-visas-1');
    await expect(results.first()).toHaveText('Artículo de visas 1');
    expect(seen.queries).toEqual(['visa']);
    await box.fill('   ');
    await expect(results).toHaveCount(0);
    await box.fill('');
    await expect(results).toHaveCount(0);
    await page.waitForTimeout(400);
    expect(seen.queries).toEqual(['visa']);
  });

  test('When text is typed in the English mobile menu search, then the results link to /en/blog/{url_en}', async ({
    page,
  }) => {
    await fakeSearch(page, '/api/buscar');
    await gotoHydrated(page, '/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Search the blog' }).fill('visa');
    const results = page.getByRole('dialog').getByTestId('search-results').getByRole('link');
    await expect(results).toHaveCount(5);
    await expect(results.nth(4)).toHaveAttribute('href', '/en/blog/visa-article-5');
  });

  test('When text is typed in the English footer search, then it asks /search/blog and shows at most 5 results', async ({
    page,
  }) => {
    const seen = await fakeSearch(page, '/search/blog');
    await gotoHydrated(page, '/en/contact');
    const footer = page.locator('footer');
    await footer.getByRole('searchbox', { name: 'Search our blog' }).fill('visa');
    await expect(footer.getByTestId('search-results').getByRole('link')).toHaveCount(5);
    expect(seen.queries).toEqual(['visa']);
    await footer.getByRole('searchbox', { name: 'Search our blog' }).fill('');
    await expect(footer.getByTestId('search-results').getByRole('link')).toHaveCount(0);
  });

  test('When the search service fails, then the list stays empty and nothing breaks', async ({
    page,
  }) => {
    await page.route('**/api/buscar?*', (route) =>
      route.fulfill({ status: 503, json: { status: 'error' } }),
    );
    await gotoHydrated(page, '/contacto');
    const footer = page.locator('footer');
    await footer.getByRole('searchbox', { name: 'Busque en nuestro blog' }).fill('visa');
    await expect(footer.getByText('No se encontraron artículos').first()).toBeVisible();
    await expect(footer.getByTestId('search-results').getByRole('link')).toHaveCount(0);
  });

  test('When the real search finds articles, then the footer shows between 1 and 5 of them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer');
    await footer.getByRole('searchbox', { name: 'Busque en nuestro blog' }).fill('visa');
    const results = footer.getByTestId('search-results').getByRole('link');
    await expect(results.first()).toBeVisible();
    expect(await results.count()).toBeLessThanOrEqual(5);
    await expect(results.first()).toHaveAttribute('href', /^\/blog\/[^/]+$/);
  });
});
