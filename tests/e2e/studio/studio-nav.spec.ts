import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs } from '../support/staff';

// The staff top bar and home name the content studio's three places to those who work on content.
const bar = (page: Page) =>
  page.getByRole('navigation', { name: /^(Área del personal|Staff area)$/ });

test.describe('The content studio in the staff bar and home', () => {
  test('When an editor signs in, then the bar and the home offer Artículos, Páginas and Medios (and no lead page), the bar marking the place of the page open', async ({
    page,
  }) => {
    await signInAs(page, addStaff('editor', { name: 'Nora Navegación' }));
    await page.goto(getHref('staffHome', 'es'));
    await expect(bar(page).getByRole('link')).toHaveText([
      'Inicio',
      'Contenido',
      'Artículos',
      'Páginas',
      'Medios',
      'Contraseña',
    ]);
    for (const name of ['Artículos del blog', 'Textos de las páginas', 'Medios'])
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) }),
      ).toBeVisible();
    await bar(page).getByRole('link', { name: 'Páginas' }).click();
    await expect(page).toHaveURL(getHref('studioTexts', 'es'));
    await expect(bar(page).getByRole('link', { name: 'Páginas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // an article's editor is in Artículos
    await page.goto(getHref('staffPostNew', 'es'));
    await expect(bar(page).getByRole('link', { name: 'Artículos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goto(getHref('studioMedia', 'en'));
    await expect(bar(page).getByRole('link', { name: 'Media' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(bar(page).getByRole('link')).toHaveText([
      'Home',
      'Content',
      'Articles',
      'Pages',
      'Media',
      'Password',
    ]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('When an admin signs in, then the bar has the leads and the studio’s three places; an intake member’s has none of the studio', async ({
    page,
    browser,
  }) => {
    await signInAs(page, addStaff('admin'));
    await page.goto(getHref('staffHome', 'es'));
    for (const name of ['Prospectos', 'Artículos', 'Páginas', 'Medios', 'Cuentas'])
      await expect(bar(page).getByRole('link', { name, exact: true })).toBeVisible();

    const other = await browser.newPage();
    await signInAs(other, addStaff('intake'));
    await other.goto(getHref('staffHome', 'es'));
    await expect(bar(other).getByRole('link', { name: 'Prospectos' })).toBeVisible();
    for (const name of ['Artículos', 'Páginas', 'Medios'])
      await expect(bar(other).getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(
      other
        .getByRole('main')
        .getByRole('link', { name: /^(Artículos del blog|Textos de las páginas|Medios)/ }),
    ).toHaveCount(0);
    await other.close();
  });
});
