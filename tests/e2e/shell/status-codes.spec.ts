import { expect, test } from '@playwright/test';
import { firstBlogContent } from '../support/route-cases';

test.describe('Unknown pages answer 404 with the page of their language', () => {
  const spanish = [
    '/no-existe',
    '/blog/articulo-que-no-existe',
    '/abogados/nadie',
    '/transmisiones-en-vivo-con-nadie',
    '/blog/categoria/nada',
  ];
  const english = [
    '/en/does-not-exist',
    '/en/blog/no-such-article',
    '/en/attorneys/nobody',
    '/en/blog/category/nothing',
  ];

  for (const path of spanish) {
    test(`When ${path} is requested, then it answers 404 with 'Página no encontrada' and links to / and /contacto`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('main h1')).toContainText('Página no encontrada');
      await expect(page.locator('main')).toContainText('404');
      await expect(page.locator('main a[href="/"]')).toBeVisible();
      await expect(page.locator('main a[href="/contacto"]')).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    });
  }

  for (const path of english) {
    // SPEC §2 names `/` for both languages; issue 15 found that sends English visitors to the Spanish home.
    test(`When ${path} is requested, then it answers 404 with 'Page not found' and links to /en and /en/contact`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('main h1')).toContainText('Page not found');
      await expect(page.locator('main a[href="/en"]')).toBeVisible();
      await expect(page.locator('main a[href="/en/contact"]')).toBeVisible();
    });
  }
});

test.describe('Permanent redirects', () => {
  const redirects: [string, string][] = [
    ['/contacto/', '/contacto'],
    ['/gracias/', '/gracias'],
    ['/visa-humanitaria/', '/visa-humanitaria'],
    ['/visa-humanitaria/visa-vawa/', '/visa-humanitaria/visa-vawa'],
    ['/visa-humanitaria/visa-t/', '/visa-humanitaria/visa-t'],
    ['/visa-humanitaria/visa-u/', '/visa-humanitaria/visa-u'],
    ['/en/humanitarian-visa/', '/en/humanitarian-visa'],
    ['/en/humanitarian-visa/vawa-visa/', '/en/humanitarian-visa/vawa-visa'],
    ['/visa-vawa', '/visa-humanitaria/visa-vawa'],
    ['/visa-t', '/visa-humanitaria/visa-t'],
    ['/visa-u', '/visa-humanitaria/visa-u'],
    ['/es', '/'],
    ['/es/contacto', '/contacto'],
    ['/en/', '/en'],
    ['/contacto/?utm_source=google', '/contacto?utm_source=google'],
  ];

  for (const [from, to] of redirects) {
    test(`When ${from} is requested, then it answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers()['location']).toBe(to);
    });
  }

  test('When a path tries to leave the site through slashes, then the redirect stays on the site', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(`${baseURL}//evil.example/`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/evil.example');
  });

  test('When the blog redirect paths are requested, then they answer 301 to the counterpart article and category', async ({
    request,
  }) => {
    const { article, category } = await firstBlogContent(request);
    const cases: [string, string][] = [
      [`/redirect/en/blog/${article.url_en}`, `/blog/${article.url_es}`],
      [`/en/redirect/blog/${article.url_es}`, `/en/blog/${article.url_en}`],
      [`/redirect/en/blog/category/${category.url_en}`, `/blog/categoria/${category.url_es}`],
      [`/en/redirect/blog/categoria/${category.url_es}`, `/en/blog/category/${category.url_en}`],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location']).toBe(encodeURI(to));
    }
  });

  test('When a blog redirect path names an unknown article, then it answers 404', async ({
    request,
  }) => {
    expect(
      (await request.get('/redirect/en/blog/no-such-article', { maxRedirects: 0 })).status(),
    ).toBe(404);
    expect(
      (await request.get('/en/redirect/blog/articulo-inexistente', { maxRedirects: 0 })).status(),
    ).toBe(404);
  });
});
