import { expect, test, type Page } from '@playwright/test';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPage } from '@firm/shared/studio/studio-page';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { shotPath, studioApi } from '../support/studio';

// The studio's page texts: the privacy page edited, published in Spanish and restored to its sample.
// These tests change the site's content: they run in the `studio` project, after every other browser
// test, and leave the privacy page as it was shipped.
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const added = `Párrafo de prueba del estudio ${suffix}.`;
let editor: TE2EStaff;
let intake: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Teresa Textos' });
  intake = addStaff('intake', { name: 'Irene Admisión' });
});

/** Full-page screenshots of the current page at a phone's and a laptop's width. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(name, width), fullPage: true });
  }
}

/** The public privacy page shows (or no longer shows) a text, once the edge has seen the change. */
async function expectPrivacy(page: Page, path: string, shown: boolean): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 500 });
    if (shown) await expect(page.locator('main')).toContainText(added, { timeout: 500 });
    else await expect(page.locator('main')).not.toContainText(added, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

test.describe('The content studio’s page texts', () => {
  test('When an editor opens the page texts from the staff home, then every page is listed with each language’s state, and it passes axe', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await page.goto('/staff');
    await page.getByRole('link', { name: /Textos de las páginas/ }).click();
    await expect(page).toHaveURL(/\/staff\/contenido\/paginas$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Textos de las páginas');
    const api = await studioApi(page);
    const { pages } = await api.get<{ pages: { key: string }[] }>(STUDIO_ROUTES.pages);
    await expect(page.locator('tbody tr')).toHaveCount(pages.length);
    const privacy = page.getByTestId('text-privacy');
    await expect(privacy.getByTestId('state-es')).toContainText('Publicado');
    await expect(privacy.getByTestId('state-en')).toContainText('Publicado');
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'studio-texts-es');
    await page.goto('/en/staff/content/pages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page texts');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('When an editor changes the Spanish privacy text and publishes Spanish, then /politica-de-privacidad shows it and English does not; restoring the sample takes it away', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, editor);
    await page.goto('/staff/contenido/paginas');
    await page.getByTestId('text-privacy').getByRole('link').click();
    await expect(page).toHaveURL(/\/staff\/contenido\/paginas\/privacy$/);
    const spanish = page.getByTestId('body-es-markdown-editor').locator('.cm-content');
    await expect(spanish).toBeVisible();
    await expect(page.getByTestId('body-en-markdown-editor').locator('.cm-content')).toBeVisible();
    // a block cannot be deleted: nothing offers it
    await expect(page.getByRole('button', { name: /Borrar|Eliminar|Quitar/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await spanish.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(`\n\n${added}`);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
    await page.getByRole('button', { name: 'Publicar español ahora' }).click();
    await expect(page.getByTestId('publish-es').getByTestId('state-es')).toContainText('Publicado');
    await shoot(page, 'studio-text-privacy');
    await expectPrivacy(page, '/politica-de-privacidad', true);
    await expectPrivacy(page, '/en/privacy-policy', false);

    await page.goto('/staff/contenido/paginas/privacy');
    const revisions = page.getByTestId('revisions');
    await revisions.getByRole('button', { name: 'Restaurar el texto de ejemplo' }).click();
    await revisions.getByRole('button', { name: 'Sí, restaurar' }).click();
    await expect(revisions).toContainText(
      'Se restauró el texto de ejemplo como una revisión nueva.',
    );
    await expect(
      page.getByTestId('body-es-markdown-editor').locator('.cm-content'),
    ).not.toContainText(added);
    await expect(revisions.locator('li').first()).toContainText(
      'Restaurada desde el texto de ejemplo',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Publicar español ahora' }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
    await expectPrivacy(page, '/politica-de-privacidad', false);
  });

  test('When another editor saved the page meanwhile, then saving names who saved and keeps the text', async ({
    page,
    browser,
  }) => {
    await signInAs(page, editor);
    await page.goto('/staff/contenido/paginas/terms');
    const english = page.getByTestId('body-en-markdown-editor').locator('.cm-content');
    await expect(english).toBeVisible();
    const other = await browser.newPage();
    await signInAs(other, addStaff('editor', { name: 'Óscar Otro' }));
    const otherApi = await studioApi(other);
    const terms = await otherApi.get<TStudioPage>(studioUrl('page', { key: 'terms' }));
    await otherApi.send('put', studioUrl('page', { key: 'terms' }), {
      es: terms.es,
      en: { ...terms.en, updated: '2026-01-15' },
      baseRevision: terms.revision,
    });
    await english.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n\nMy sentence that is not lost.');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByTestId('save-error')).toContainText(/Óscar Otro guardó la revisión \d+/);
    await expect(english).toContainText('My sentence that is not lost.');
    // their version, then the page as it was
    await page.getByRole('button', { name: 'Ver la versión nueva (descarta mis cambios)' }).click();
    await expect(page.getByLabel('Fecha de “última actualización” (Inglés)')).toHaveValue(
      '2026-01-15',
    );
    await expect(english).not.toContainText('My sentence that is not lost.');
    await otherApi.send('put', studioUrl('page', { key: 'terms' }), {
      es: terms.es,
      en: terms.en,
      baseRevision: terms.revision + 1,
    });
    await other.close();
  });

  test('When an intake member looks for the page texts, then the home has no link and the pages answer 403', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto('/staff');
    await expect(page.getByRole('link', { name: /Textos de las páginas/ })).toHaveCount(0);
    expect((await page.goto('/staff/contenido/paginas'))?.status()).toBe(403);
    expect((await page.goto('/staff/contenido/paginas/privacy'))?.status()).toBe(403);
  });
});
