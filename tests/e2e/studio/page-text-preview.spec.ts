import { expect, test } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPage } from '@firm/shared/studio/studio-page';
import { axeViolations } from '../support/axe';
import { saveScreens } from '../support/screens';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { expectPreviewAnswer, shotPath, studioApi } from '../support/studio';

// The staff preview of a page text: the public page that shows it, with the saved draft, for editors
// only. The draft is never published here; the last test puts the saved text back as it was.
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
const KEY = 'vawa-visa';
const marks = {
  es: `Borrador de vista previa ${suffix}.`,
  en: `Preview draft ${suffix}.`,
  later: `Cambio guardado después ${suffix}.`,
};
let editor: TE2EStaff;
let original: TStudioPage;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Valeria Vista' });
});

test.describe('The staff preview of a page text', () => {
  test('When an editor opens the preview of the VAWA page’s draft, then the real VAWA page shows it under a banner in each language, never stored nor indexed, and it passes axe', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, editor);
    const api = await studioApi(page);
    original = await api.get<TStudioPage>(studioUrl('page', { key: KEY }));
    const withMark = (lang: 'es' | 'en') => ({
      ...original[lang],
      blocks: {
        ...original[lang].blocks,
        intro: `${marks[lang]}\n\n${original[lang].blocks.intro}`,
      },
    });
    await api.send('put', studioUrl('page', { key: KEY }), {
      es: withMark('es'),
      en: withMark('en'),
      baseRevision: original.revision,
    });

    const es = getHref('studioTextPreview', 'es', { key: KEY });
    expect(es).toBe('/staff/contenido/paginas/vawa-visa/vista-previa');
    await expectPreviewAnswer(page, await page.goto(es));
    await expect(page.getByTestId('preview-banner')).toContainText('Vista previa — no publicado');
    // the public VAWA page itself: its heading, its Quick exit, its form, the draft's text
    const site = await page.request.get(getHref('vawaVisa', 'es'));
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(await site.text())?.[1]?.replace(/<[^>]+>/g, '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1!);
    await expect(page.locator('main')).toContainText(marks.es);
    await expect(page.locator('main form').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreens(page, es, 'studio-text-preview-es');

    const en = getHref('studioTextPreview', 'en', { key: KEY });
    await page.goto(en);
    await expect(page.getByTestId('preview-banner')).toContainText('Preview — not published');
    await expect(page.locator('main')).toContainText(marks.en);
    await expect(page.locator('main')).not.toContainText(marks.es);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreens(page, en, 'studio-text-preview-en');

    // the site still shows the published text
    for (const locale of ['es', 'en'] as const) {
      const visitor = await page.request.get(getHref('vawaVisa', locale));
      expect(await visitor.text()).not.toContain(marks[locale]);
    }
    // a page text no page shows has no preview
    expect((await page.goto('/staff/contenido/paginas/no-such-page/vista-previa'))?.status()).toBe(
      404,
    );
  });

  test('When the editor asks for the preview in the page-text editor, then it shows at 375 and 1280 px side by side and shows the next save', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, editor);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(getHref('studioText', 'es', { key: KEY }));
    const intro = page.getByTestId('intro-es-markdown-editor').locator('.cm-content');
    await expect(intro).toBeVisible();
    const screens = page.getByTestId('screens');
    await screens.getByRole('button', { name: 'Vista previa en español' }).click();
    const phone = page.frameLocator('iframe[title="Teléfono (375 px) — Español"]');
    const laptop = page.frameLocator('iframe[title="Computadora (1280 px) — Español"]');
    for (const frame of [phone, laptop]) {
      await expect(frame.getByTestId('preview-banner')).toContainText('Vista previa');
      await expect(frame.locator('main')).toContainText(marks.es);
    }
    expect(await phone.locator('html').evaluate(() => window.innerWidth)).toBe(375);
    expect(await laptop.locator('html').evaluate(() => window.innerWidth)).toBe(1280);
    expect(await axeViolations(page)).toEqual([]);
    await screens.scrollIntoViewIfNeeded();
    await screens.screenshot({ path: shotPath('studio-text-screens', 1280) });

    // a save reloads both frames with the new draft
    await intro.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type(`${marks.later}\n\n`);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
    for (const frame of [phone, laptop])
      await expect(frame.locator('main')).toContainText(marks.later);
    await page.setViewportSize({ width: 375, height: 900 });
    await screens.scrollIntoViewIfNeeded();
    await screens.screenshot({ path: shotPath('studio-text-screens', 375) });

    await page.goto(getHref('studioText', 'en', { key: KEY }));
    await expect(page.getByTestId('intro-en-markdown-editor').locator('.cm-content')).toBeVisible();
    await page.getByTestId('screens').getByRole('button', { name: 'Preview in English' }).click();
    const english = page.frameLocator('iframe[title="Laptop (1280 px) — English"]');
    await expect(english.getByTestId('preview-banner')).toContainText('Preview — not published');
    await expect(english.locator('main')).toContainText(marks.en);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('When an intake member or nobody asks for a page text’s preview, then it is refused', async ({
    page,
  }) => {
    const path = getHref('studioTextPreview', 'es', { key: KEY });
    const anonymous = await page.request.get(path, { maxRedirects: 0 });
    expect([302, 303]).toContain(anonymous.status());
    await signInAs(page, addStaff('intake', { name: 'Inés Admisión' }));
    expect((await page.goto(path))?.status()).toBe(403);
  });

  test('When the tests are done, then the VAWA page’s saved text is as it was', async ({
    page,
  }) => {
    await signInAs(page, editor);
    const api = await studioApi(page);
    const now = await api.get<TStudioPage>(studioUrl('page', { key: KEY }));
    await api.send('put', studioUrl('page', { key: KEY }), {
      es: original.es,
      en: original.en,
      baseRevision: now.revision,
    });
  });
});
