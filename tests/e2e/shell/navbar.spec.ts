import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';

test.describe('Desktop navigation bar (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('When the pointer hovers a dropdown, then its menu opens, and leaving closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const menu = page.locator('#nav-menu-services');
    await expect(menu).toBeHidden();
    await nav.getByRole('button', { name: 'SERVICES' }).hover();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Immigration' })).toHaveAttribute(
      'href',
      '/en/services/immigration-lawyer',
    );
    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
  });

  test('When a dropdown button is used by keyboard, then Enter opens it, ArrowDown focuses its first link and Escape closes it back to the button', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const button = page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('button', { name: 'VISAS' });
    const menu = page.locator('#nav-menu-visas');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link').first()).toBeFocused();
    await expect(menu.getByRole('link', { name: 'VAWA (autopetición)' })).toHaveAttribute(
      'href',
      '/visa-humanitaria/visa-vawa',
    );
  });

  test('When focus leaves an open dropdown by Tab, then it closes', async ({ page }) => {
    await gotoHydrated(page, '/en');
    const button = page.getByRole('button', { name: 'ABOUT US' });
    await button.focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#nav-menu-about');
    await expect(menu).toBeVisible();
    const links = await menu.getByRole('link').count();
    for (let i = 0; i <= links; i += 1) await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
  });

  test('When the bar is rendered, then every item of the spec is there with the right targets', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'HOME' })).toHaveAttribute('href', '/en');
    for (const name of ['SERVICES', 'ABOUT US', 'VISAS', 'BLOG'])
      await expect(nav.getByRole('button', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'REVIEWS' })).toHaveAttribute('href', '/en/reviews');
    await expect(nav.getByRole('link', { name: 'CONTACT' })).toHaveAttribute('href', '/en/contact');
    const about = page.locator('#nav-menu-about');
    await nav.getByRole('button', { name: 'ABOUT US' }).click();
    await expect(about.getByRole('link', { name: /Ana Herrera/ })).toHaveAttribute(
      'href',
      '/en/attorneys/ana-herrera',
    );
    await expect(about.getByRole('link', { name: 'Our attorneys' })).toHaveAttribute(
      'href',
      '/en/attorneys',
    );
    await expect(about.getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/en/about-us',
    );
    const visas = page.locator('#nav-menu-visas');
    await nav.getByRole('button', { name: 'VISAS' }).click();
    const visaLinks: [string, string][] = [
      ['Humanitarian visas', '/en/humanitarian-visa'],
      ['VAWA self-petition', '/en/humanitarian-visa/vawa-visa'],
      ['T visa', '/en/humanitarian-visa/t-visa'],
      ['U visa', '/en/humanitarian-visa/u-visa'],
      ['K-1 fiancé(e) visa', '/en/k1-visa'],
    ];
    for (const [name, href] of visaLinks) {
      await expect(visas.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const blog = page.locator('#nav-menu-blog');
    await nav.getByRole('button', { name: 'BLOG' }).click();
    await expect(blog.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'href',
      '/en/blog',
    );
    expect(await blog.locator('a[href^="/en/blog/category/"]').count()).toBeGreaterThan(0);
    await expect(page.getByTestId('site-header').getByTestId('language-switch')).toHaveAttribute(
      'href',
      '/',
    );
  });

  test('When the bar links to another site, then it opens in a new tab with rel=noopener', async ({
    page,
  }) => {
    await page.goto('/');
    const externals = page.locator('header a[target="_blank"]');
    expect(await externals.count()).toBeGreaterThanOrEqual(3);
    for (const link of await externals.all()) await expect(link).toHaveAttribute('rel', /noopener/);
  });

  test('When CALL NOW is clicked, then a tel: link opens and the call is tracked with a token the page fetched and kept in its meta tag', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en');
    // the cached page is the same for everyone: its meta tag starts empty
    await expect(page.locator('meta[name="csrf-token"]')).toHaveAttribute('content', '');
    const call = page.getByTestId('site-header').getByRole('link', { name: 'CALL NOW' });
    await expect(call).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    await call.evaluate((link) =>
      link.addEventListener('click', (event) => event.preventDefault()),
    );
    const [tracked] = await Promise.all([
      page.waitForRequest('**/en/api/track-call'),
      call.click(),
    ]);
    expect(tracked.method()).toBe('POST');
    expect(tracked.postData()).toBe('{}');
    const token = await page.locator('meta[name="csrf-token"]').getAttribute('content');
    expect(token).toMatch(/.{20,}/);
    expect(tracked.headers()['x-csrf-token']).toBe(token);
    const response = await tracked.response();
    expect(response?.status()).toBeLessThan(300);
  });

  test('When the page is scrolled past 50 px, then the bar changes state, and back at the top it returns', async ({
    page,
  }) => {
    await gotoHydrated(page, '/en/contact');
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});
