import { expect, test, type Page } from '@playwright/test';
import { getHref } from '@firm/shared/routes/route-map';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { isoToFirmLocal } from '@firm/shared/staff/firm-time';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { createPostLikeSample, shotPath, studioApi } from '../support/studio';

// An article scheduled from the editor, as an editor does it: a date and hour on the firm's clock
// (El Paso) about a minute ahead; it goes live on /blog and, featured, in the home page's carousel.
// The article is taken off the site at the end.
const suffix = Date.now().toString(36);
const title = `Programado desde el editor ${suffix}`;
let editor: TE2EStaff;
let id = 0;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Sara Programadora' });
});

test.afterAll(async ({ browser }) => {
  if (!id) return;
  const page = await browser.newPage();
  await signInAs(page, editor);
  await (
    await studioApi(page)
  ).send('post', studioUrl('postUnpublish', { id }), {
    languages: ['es', 'en'],
  });
  await page.close();
});

/** The next whole minute at least `leadMs` from now, as the editor's date-and-time field writes it in El Paso. */
function firmMinuteAhead(leadMs: number): { field: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + leadMs) / 60_000) * 60_000);
  return { field: isoToFirmLocal(at.toISOString()), at };
}

/** Whether a page of the site shows a link to the article now (the edge's cache renews every 2 s). */
async function shows(page: Page, path: string, scope?: string): Promise<boolean> {
  await page.goto(path);
  const area = scope ? page.getByRole('region', { name: scope }) : page.locator('main');
  return (await area.getByRole('link', { name: new RegExp(title) }).count()) > 0;
}

test('When an editor schedules a featured article from the editor about a minute ahead in El Paso time, then it goes live on /blog and in the home page’s carousel within a minute of its time', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInAs(page, editor);
  const draft = await createPostLikeSample(page, {
    index: [{ es: 'Qué esperar', en: 'What to expect', anchor: 'esperar' }],
    es: {
      url: `programado-desde-el-editor-${suffix}`,
      titulo: title,
      description: 'Un artículo programado desde el editor del estudio.',
      main_media_text: '',
      markdown: 'Lo que conviene saber.\n\n## Qué esperar {#esperar}\n\nUna llamada de la firma.',
    },
  });
  id = draft.id;

  await page.goto(getHref('staffPost', 'es', { id: String(id) }));
  await expect(page.getByTestId('es-markdown-editor').locator('.cm-content')).toBeVisible();
  await page.getByLabel('Destacado en la página de inicio').check();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText('Guardado.');

  const { field, at } = firmMinuteAhead(45_000);
  const spanish = page.getByTestId('publish-es');
  await spanish.getByLabel('Fecha y hora para español (hora de El Paso)').fill(field);
  await spanish.getByRole('button', { name: 'Programar español' }).click();
  await expect(spanish.getByTestId('state-es')).toContainText('Programado');
  await spanish.scrollIntoViewIfNeeded();
  await spanish.screenshot({ path: shotPath('studio-scheduled', 1280) });
  // not before its time
  expect(Date.now()).toBeLessThan(at.getTime());
  expect(await shows(page, getHref('blog', 'es'))).toBe(false);

  await expect
    .poll(() => shows(page, getHref('blog', 'es')), { timeout: 120_000, intervals: [2_000] })
    .toBe(true);
  // live within a minute of its time
  expect(Date.now() - at.getTime()).toBeLessThan(60_000);
  await expect
    .poll(() => shows(page, getHref('home', 'es'), 'Artículos destacados'), {
      timeout: 30_000,
      intervals: [2_000],
    })
    .toBe(true);
  await page.goto(getHref('staffPost', 'es', { id: String(id) }));
  await expect(page.getByTestId('publish-es').getByTestId('state-es')).toContainText('Publicado');
});
