import { expect, test } from '@playwright/test';
import { startEdge, type TEdgeProcess } from '../support/edge-process';

// A second edge whose content and leads services are unreachable (closed ports).
const PORT = Number(process.env.E2E_DEGRADED_PORT ?? 3109);
const ORIGIN = `http://localhost:${PORT}`;
let edge: TEdgeProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  edge = await startEdge(PORT, {
    CONTENT_API_URL: 'http://127.0.0.1:9',
    LEADS_API_URL: 'http://127.0.0.1:9',
  });
});

test.afterAll(() => {
  edge?.stop();
});

test.describe('When content-api and leads-api are down', () => {
  test('When marketing pages are requested, then they still render with the frame and status 200', async ({
    page,
  }) => {
    for (const path of [
      '/',
      '/en',
      '/blog',
      '/en/blog',
      '/contacto',
      '/visa-humanitaria/visa-vawa',
    ]) {
      const response = await page.goto(ORIGIN + path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    }
    // The phone numbers come from the local copy of the site configuration.
    await expect(page.locator('footer a[href^="tel:"]').first()).toBeVisible();
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', '');
  });

  test('When an article is requested, then the frame answers 503 with a message instead of an error', async ({
    page,
  }) => {
    const response = await page.goto(`${ORIGIN}/blog/cualquier-articulo`);
    expect(response?.status()).toBe(503);
    await expect(page.locator('main h1')).toContainText('no está disponible');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeAttached();
  });

  test('When an API path is called, then the edge answers 503 JSON', async ({ request }) => {
    const response = await request.get(`${ORIGIN}/api/buscar?query=visa`);
    expect(response.status()).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error' });
    const token = await request.get(`${ORIGIN}/csrf-token`);
    expect(token.status()).toBe(503);
  });

  test('When the sitemap is requested, then it still lists the static pages', async ({
    request,
  }) => {
    const xml = await (await request.get(`${ORIGIN}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${ORIGIN}/servicios</loc>`);
  });
});
