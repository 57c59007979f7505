import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { shotPath } from '../support/studio';

// The media library a page at a time (the sample site has over a hundred files), its filters in the
// address, before JavaScript and after; the article editor's picker pages and searches the same way.
let editor: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Paz Páginas' });
});

const MEDIA_PAGE = getHref('studioMedia', 'es');
const cards = (page: Page) => page.getByTestId('media-card');

/** The "1–24 de 108 archivos" line: its first, last and total. */
async function shown(page: Page): Promise<[number, number, number]> {
  const text = await page.getByRole('status').first().innerText();
  const match = /^(\d+)–(\d+) de (\d+) archivos$/.exec(text);
  expect(match, text).not.toBeNull();
  return [Number(match![1]), Number(match![2]), Number(match![3])];
}

test.describe('The media library, a page at a time', () => {
  test('When JavaScript has not loaded, then page 1 shows 24 files, “Siguiente” opens page 2 with the next ones, and the kind and search filters work as a form', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signInAs(page, editor);
    await page.goto(MEDIA_PAGE);
    await expect(cards(page)).toHaveCount(24);
    const [first, last, total] = await shown(page);
    expect([first, last]).toEqual([1, 24]);
    expect(total).toBeGreaterThan(48);
    const firstIds = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();

    await page
      .getByRole('navigation', { name: 'Páginas de archivos' })
      .getByRole('link', { name: 'Siguiente' })
      .click();
    await expect(page).toHaveURL(/\/staff\/contenido\/medios\?page=2#files$/);
    await expect(cards(page)).toHaveCount(24);
    expect(await shown(page)).toEqual([25, 48, total]);
    const secondIds = await cards(page).getByRole('heading', { level: 3 }).allInnerTexts();
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    await expect(page.getByRole('link', { name: 'Página 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByLabel('Tipo').selectOption('video');
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page).toHaveURL(/\?kind=video&q=$/);
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Video');
    await page.getByLabel('Tipo').selectOption('all');
    await page.getByLabel('Buscar por nombre o texto alternativo').fill('avatar-0');
    await page.getByRole('button', { name: 'Mostrar' }).click();
    await expect(page).toHaveURL(/\?kind=all&q=avatar-0$/);
    await expect(cards(page)).not.toHaveCount(0);
    for (const id of await cards(page).getByRole('heading', { level: 3 }).allInnerTexts())
      expect(id).toContain('avatar-0');
    await context.close();
  });

  test('When the library’s pages 1 and 2 are looked at in both languages at 375 and 1280 px, then axe finds no violation and nothing overflows', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, editor);
    for (const [base, name] of [
      [MEDIA_PAGE, 'es'],
      [getHref('studioMedia', 'en'), 'en'],
    ] as const) {
      for (const n of [1, 2]) {
        await page.goto(n === 1 ? base : `${base}?page=${n}`);
        await expect(
          page.getByRole('button', { name: /^(elija archivos|choose files)$/ }),
        ).toBeEnabled();
        expect(await axeViolations(page), `${name} page ${n}`).toEqual([]);
        for (const width of name === 'es' ? [375, 1280] : []) {
          await page.setViewportSize({ width, height: 900 });
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
          await page.screenshot({
            path: shotPath(`studio-media-page-${n}`, width),
            fullPage: true,
          });
          // what a person sees first, and the pages at the end of the list
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: shotPath(`studio-media-page-${n}-top`, width) });
          await page
            .getByRole('navigation', { name: 'Páginas de archivos' })
            .scrollIntoViewIfNeeded();
          await page.screenshot({ path: shotPath(`studio-media-page-${n}-end`, width) });
        }
      }
    }
    await page.goto(`${getHref('studioMedia', 'en')}?page=2`);
    await expect(page.getByRole('status').first()).toHaveText(/^25–48 of \d+ files$/);
  });

  test('When the editor picks an image for an article, then the picker pages through the library’s images and finds one by name', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await page.goto(getHref('staffPostNew', 'es'));
    await expect(page.getByTestId('es-markdown-editor').locator('.cm-content')).toBeVisible();
    await page.getByRole('button', { name: 'Elegir de la biblioteca' }).click();
    const dialog = page.getByRole('dialog', { name: 'Elija una imagen de la biblioteca' });
    const choices = dialog.getByRole('button', { name: /^Elegir / });
    await expect(choices).toHaveCount(24);
    await expect(dialog.getByText(/^Página 1 de \d+$/)).toBeVisible();
    const firstPage = await choices.allInnerTexts();
    await dialog.getByRole('button', { name: 'Siguiente' }).click();
    await expect(dialog.getByText(/^Página 2 de \d+$/)).toBeVisible();
    await expect(choices.first()).not.toHaveText(firstPage[0]!);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: shotPath('studio-media-picker', 375) });
    await page.setViewportSize({ width: 1280, height: 900 });

    await dialog.getByLabel('Buscar por nombre o texto alternativo').fill('attorney-ana');
    await dialog.getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(choices).toHaveCount(1);
    await expect(dialog.getByText(/^Página \d+ de \d+$/)).toHaveCount(0);
    await page.screenshot({ path: shotPath('studio-media-picker', 1280) });
    await dialog.getByRole('button', { name: 'Elegir attorney-ana-herrera.jpg' }).click();
    await expect(page.getByTestId('main-media')).toHaveText('attorney-ana-herrera.jpg');
  });
});
