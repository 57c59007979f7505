import { expect, test } from '@playwright/test';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { createPostLikeSample, postDocumentOf, shotPath, studioApi } from '../support/studio';

// An article's revisions in the editor: compared with the text being edited and restored. These tests
// change the site's content: they run in the `studio` project, after every other browser test.
test.describe.configure({ mode: 'serial' });

const suffix = Date.now().toString(36);
let editor: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Rita Revisora' });
});

const body = (sentence: string) =>
  ['Lo primero es reunir sus documentos.', '', '## Plazos {#plazos}', '', sentence].join('\n');

test.describe('An article’s revisions', () => {
  test('When an article was changed twice and the first change is restored, then the editor shows its text, the list names the restore, and once published the public page shows it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAs(page, editor);
    const api = await studioApi(page);
    const url = `revisiones-del-estudio-${suffix}`;
    const created = await createPostLikeSample(page, {
      index: [{ es: 'Plazos', en: 'Deadlines', anchor: 'plazos' }],
      es: {
        url,
        titulo: 'Revisiones: los plazos de su caso',
        description: 'Los plazos que cuentan en su caso.',
        main_media_text: '',
        markdown: body('Versión inicial del texto.'),
      },
    });
    const id = created.id;
    const first = await api.send('put', studioUrl('post', { id }), {
      ...postDocumentOf(created),
      es: { ...created.es, markdown: body('Primer cambio: el plazo es de 90 días.') },
      baseRevision: created.revision,
    });
    const second = await api.send('put', studioUrl('post', { id }), {
      ...postDocumentOf(first),
      es: {
        ...first.es,
        titulo: 'Revisiones: los plazos cambiaron',
        markdown: body('Segundo cambio: el plazo es de 120 días.'),
      },
      baseRevision: first.revision,
    });
    expect(second.revision).toBe(first.revision + 1);

    await page.goto(`/staff/contenido/blog/${id}`);
    const spanish = page.getByTestId('es-markdown-editor').locator('.cm-content');
    await expect(spanish).toContainText('Segundo cambio');
    const panel = page.getByTestId('revisions');
    await expect(panel.getByRole('heading', { name: 'Revisiones' })).toBeVisible();
    const older = panel.getByTestId(`revision-${first.revision}`);
    await expect(panel.getByTestId(`revision-${second.revision}`)).toContainText('(actual)');
    await expect(older).toContainText('Rita Revisora');
    await expect(older).toContainText('Guardada');
    await expect(older).toContainText('Cambió: Texto (Markdown) (Español)');

    // its difference against the text in the editor, field by field, line by line
    await older
      .getByRole('button', { name: `Comparar la revisión ${first.revision} con el texto actual` })
      .click();
    const diff = older.getByTestId('revision-diff');
    await expect(diff.getByRole('heading', { name: 'Título (Español)' })).toBeVisible();
    await expect(diff.locator('del')).toContainText([
      'Revisiones: los plazos de su caso',
      'Primer cambio: el plazo es de 90 días.',
    ]);
    await expect(diff.locator('ins')).toContainText([
      'Revisiones: los plazos cambiaron',
      'Segundo cambio: el plazo es de 120 días.',
    ]);
    // the unchanged lines around a change stay, the others are counted
    await expect(diff).toContainText('## Plazos {#plazos}');
    await expect(diff).toContainText('… 2 líneas iguales …');
    await expect(diff).not.toContainText('Índice de la página');
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await older.screenshot({ path: shotPath('studio-revision-diff', width) });
    }

    // restoring asks first, then the editor shows the restored text, saved as a new revision
    await older.getByRole('button', { name: `Restaurar la revisión ${first.revision}` }).click();
    await older.getByRole('button', { name: 'Sí, restaurar' }).click();
    await expect(panel).toContainText(
      `Se restauró la revisión ${first.revision} como una revisión nueva.`,
    );
    await expect(spanish).toContainText('Primer cambio: el plazo es de 90 días.');
    await expect(page.getByLabel('Título (Español)')).toHaveValue(
      'Revisiones: los plazos de su caso',
    );
    const restored = panel.getByTestId(`revision-${second.revision + 1}`);
    await expect(restored).toContainText(`Restaurada desde la revisión ${first.revision}`);
    await expect(restored).toContainText('(actual)');
    await expect(page.getByTestId('es-preview')).toContainText('Primer cambio');

    await page.getByRole('button', { name: 'Publicar español ahora' }).click();
    await expect(page.getByTestId('publish-es').getByTestId('state-es')).toContainText('Publicado');
    await expect(async () => {
      await page.goto(`/blog/${url}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Revisiones: los plazos de su caso',
        { timeout: 500 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.locator('article')).toContainText('Primer cambio: el plazo es de 90 días.');
    await expect(page.locator('article')).not.toContainText('Segundo cambio');
    await api.send('post', studioUrl('postUnpublish', { id }), { languages: ['es'] });
  });
});
