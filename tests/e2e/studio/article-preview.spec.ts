import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { saveScreens } from '../support/screens';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { createPostLikeSample, expectPreviewAnswer, shotPath } from '../support/studio';

// The staff preview of an article: the real public page with the draft, for editors only. These tests
// change the site's content: they run in the `studio` project, after every other browser test.
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
let editor: TE2EStaff;
let intake: TE2EStaff;
let id = 0;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Paula Previa' });
  intake = addStaff('intake', { name: 'Iván Admisión' });
});

/** A new draft in both languages, never published. */
async function createDraft(page: Page): Promise<number> {
  const draft = await createPostLikeSample(page, {
    index: [{ es: 'Qué revisar', en: 'What to check', anchor: 'revisar' }],
    es: {
      url: `borrador-en-vista-previa-${suffix}`,
      titulo: 'Borrador: cómo prepararse para la entrevista',
      description: 'Lo que conviene repasar antes de su entrevista.',
      main_media_text: '',
      markdown:
        'Repase su solicitud con calma.\n\n## Qué revisar {#revisar}\n\nSus fechas y direcciones.',
    },
    en: {
      url: `draft-in-preview-${suffix}`,
      titulo: 'Draft: how to prepare for the interview',
      description: 'What to go over before your interview.',
      main_media_text: '',
      markdown:
        'Go over your application calmly.\n\n## What to check {#revisar}\n\nYour dates and addresses.',
    },
  });
  return draft.id;
}

test.describe('The staff preview of an article', () => {
  test('When an editor opens the preview of a draft, then the real article page shows it under a banner, never stored nor indexed, and it passes axe', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, editor);
    id = await createDraft(page);
    const es = `/staff/contenido/blog/${id}/vista-previa`;
    await expectPreviewAnswer(page, await page.goto(es));

    await expect(page.getByTestId('preview-banner')).toContainText('Vista previa — no publicado');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Borrador: cómo prepararse para la entrevista',
    );
    await expect(page.locator('article h2#revisar')).toHaveText('Qué revisar');
    await expect(page.locator('article')).toContainText('Sus fechas y direcciones.');
    // the public frame (navbar and footer), not the staff one
    await expect(page.locator('header[data-enhanced="true"]')).toBeAttached();
    await expect(page.locator('footer')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await saveScreens(page, es, 'studio-preview-es');

    const en = `/en/staff/content/blog/${id}/preview`;
    await page.goto(en);
    await expect(page.getByTestId('preview-banner')).toContainText('Preview — not published');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Draft: how to prepare for the interview',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreens(page, en, 'studio-preview-en');

    // not on the site: the public address does not exist yet
    const visitor = await page.request.get(`/blog/borrador-en-vista-previa-${suffix}`);
    expect(visitor.status()).toBe(404);
  });

  test('When the editor asks for the preview, then it shows at 375 and 1280 px side by side', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, editor);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/staff/contenido/blog/${id}`);
    // the editor has hydrated once CodeMirror has replaced the text areas
    await expect(page.getByTestId('es-markdown-editor').locator('.cm-content')).toBeVisible();
    const screens = page.getByTestId('screens');
    await expect(screens.getByRole('heading', { name: 'Vista previa', exact: true })).toBeVisible();
    await screens.getByRole('button', { name: 'Vista previa en español' }).click();
    const phone = page.frameLocator('iframe[title="Teléfono (375 px) — Español"]');
    const laptop = page.frameLocator('iframe[title="Computadora (1280 px) — Español"]');
    for (const frame of [phone, laptop]) {
      await expect(frame.getByTestId('preview-banner')).toContainText(
        'Vista previa — no publicado',
      );
      await expect(frame.getByRole('heading', { level: 1 })).toHaveText(
        'Borrador: cómo prepararse para la entrevista',
      );
    }
    // each frame is as wide as the screen it stands for
    expect(await phone.locator('html').evaluate(() => window.innerWidth)).toBe(375);
    expect(await laptop.locator('html').evaluate(() => window.innerWidth)).toBe(1280);
    expect(await axeViolations(page)).toEqual([]);
    await screens.scrollIntoViewIfNeeded();
    await screens.screenshot({ path: shotPath('studio-editor-screens', 1280) });
    await page.setViewportSize({ width: 375, height: 900 });
    await screens.screenshot({ path: shotPath('studio-editor-screens', 375) });
  });

  test('When an intake member or nobody asks for a preview, then it is refused', async ({
    page,
  }) => {
    const anonymous = await page.request.get(`/staff/contenido/blog/${id}/vista-previa`, {
      maxRedirects: 0,
    });
    expect([302, 303]).toContain(anonymous.status());
    await signInAs(page, intake);
    const answer = await page.goto(`/staff/contenido/blog/${id}/vista-previa`);
    expect(answer?.status()).toBe(403);
  });
});
