import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

// These tests change the library (the `studio` project runs them after every other browser test);
// what they upload they delete again, or it stays unused under a name of its own.
test.describe.configure({ mode: 'serial' });

const MEDIA_PAGE = '/staff/contenido/medios';
const SHOTS = path.join(process.cwd(), 'test-results', 'screenshots');
const suffix = Date.now().toString(36);
const photo = `foto-estudio-${suffix}.jpg`;
const seed = (file: string) => readFileSync(path.join(process.cwd(), 'infra/content/media', file));

let editor: TE2EStaff;
let intake: TE2EStaff;

test.beforeAll(() => {
  editor = addStaff('editor', { name: 'Elena Editora' });
  intake = addStaff('intake', { name: 'Iván Intake' });
  mkdirSync(SHOTS, { recursive: true });
});

/** Opens the library and waits until its buttons work (they are enabled once the page hydrated). */
async function openLibrary(page: Page, url = MEDIA_PAGE): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('button', { name: /^(elija archivos|choose files)$/ })).toBeEnabled();
}

/** Picks files with the page's file picker (its button, as a person does). */
async function pick(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'elija archivos' }).click();
  await (await chooser).setFiles(files);
}

/** The row of an upload (its progress and message). */
function uploadRow(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Subidas' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

function card(page: Page, name: string): Locator {
  return page.getByTestId('media-card').filter({ has: page.getByRole('heading', { name }) });
}

/** Searches the library (a GET form: the page loads again with `?q=`, at page 1). */
async function search(page: Page, words: string): Promise<void> {
  await page.getByLabel('Buscar por nombre o texto alternativo').fill(words);
  await Promise.all([
    page.waitForURL((url) => (url.searchParams.get('q') ?? '') === words),
    page.getByLabel('Buscar por nombre o texto alternativo').press('Enter'),
  ]);
}

test.describe('The studio media library', () => {
  test('When an editor uploads an image with the file picker, then it shows its thumbnail and web versions, is marked without alt text until both are written, and they are kept', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await page
      .getByRole('link', { name: /^Medios/ })
      .first()
      .click();
    await expect(page).toHaveURL(MEDIA_PAGE);
    await expect(page.getByText(/Imágenes: JPEG, PNG, WebP o AVIF de hasta 15 MB/)).toBeVisible();
    await expect(page.getByText(/Videos: MP4 o WebM de hasta 200 MB/)).toBeVisible();
    await openLibrary(page);

    await pick(page, [
      { name: photo, mimeType: 'image/jpeg', buffer: seed('attorney-ana-herrera.jpg') },
    ]);
    await expect(uploadRow(page, photo)).toContainText('Subido', {
      timeout: 20_000,
    });
    await search(page, suffix);
    const item = card(page, photo);
    await expect(item).toHaveCount(1);
    const thumbnail = item.locator('img');
    await expect(thumbnail).toHaveAttribute('src', /\.webp$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(item).toContainText(/\d+ versiones para la web \(AVIF y WebP\)/);
    await expect(item).toContainText('Imagen');
    await expect(item).toContainText(/\d+ × \d+ px/);
    await expect(item).toContainText('Subido por Elena Editora');
    await expect(item).toContainText('falta el texto alternativo');
    await expect(item).toContainText('No se usa en ninguna parte.');

    await item.getByLabel('Texto alternativo en español').fill('Una abogada sonríe en su oficina');
    await item.getByLabel('Texto alternativo en inglés').fill('An attorney smiles in her office');
    await item.getByRole('button', { name: 'Guardar textos alternativos' }).click();
    await expect(item.getByRole('status')).toHaveText('Se guardaron los textos alternativos.');
    await expect(item).not.toContainText('falta el texto alternativo');

    await openLibrary(page);
    await search(page, suffix);
    await expect(card(page, photo).getByLabel('Texto alternativo en inglés')).toHaveValue(
      'An attorney smiles in her office',
    );
    const stored = (await (await page.request.get(STUDIO_ROUTES.media)).json()) as {
      media: { id: string; ready: boolean; alt_es: string }[];
    };
    expect(stored.media.find((m) => m.id === photo)).toMatchObject({
      ready: true,
      alt_es: 'Una abogada sonríe en su oficina',
    });
  });

  test('When a ".jpg" that is really HTML and an image over 15 MB are picked at once, then each is refused with its own message and nothing is stored', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await openLibrary(page);
    const before = await page.getByTestId('media-card').count();
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>'.repeat(100));
    const jpeg = seed('attorney-ana-herrera.jpg');
    const big = Buffer.concat([jpeg, Buffer.alloc(15 * 1024 * 1024 + 1 - jpeg.length)]);
    await pick(page, [
      { name: `vacaciones-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: html },
      { name: `enorme-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: big },
    ]);
    await expect(uploadRow(page, 'vacaciones')).toContainText(
      'Este archivo no es una imagen JPEG, PNG, WebP o AVIF ni un video MP4 o WebM (se revisa su contenido, no su nombre).',
    );
    await expect(uploadRow(page, 'enorme')).toContainText(
      'El archivo pasa de 15 MB, el máximo para una imagen.',
    );
    await search(page, suffix);
    await expect(page.getByRole('heading', { name: `vacaciones-${suffix}.jpg` })).toHaveCount(0);
    await search(page, '');
    await expect(page.getByTestId('media-card')).toHaveCount(before);
  });

  test('When the library is filtered by videos and searched by name, then only matching files are listed', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await openLibrary(page);
    // choosing a kind sends the filter at once
    await page.getByLabel('Tipo').selectOption('video');
    await expect(page).toHaveURL(/\?kind=video&q=$/);
    const cards = page.getByTestId('media-card');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Video');
    await expect(cards.locator('img')).toHaveCount(0);
    await page.getByLabel('Tipo').selectOption('all');
    await expect(page).toHaveURL(/\?kind=all&q=$/);
    await search(page, 'attorney-ana');
    await expect(cards).toHaveCount(1);
    await expect(page.getByRole('status').first()).toHaveText('1 archivo');
    // the alt texts are searched too
    await search(page, 'Ana Herrera');
    await expect(card(page, 'attorney-ana-herrera.jpg')).toHaveCount(1);
  });

  test('When a file in use is to be deleted, then the page says where it is used and keeps it', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await openLibrary(page);
    await search(page, 'attorney-ana-herrera');
    const item = card(page, 'attorney-ana-herrera.jpg');
    await expect(item.getByRole('link', { name: 'Ana Herrera' })).toHaveAttribute(
      'href',
      '/abogados/ana-herrera',
    );
    await item.getByRole('button', { name: 'Borrar attorney-ana-herrera.jpg' }).click();
    await expect(item.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await item.getByRole('button', { name: 'Sí, borrar' }).click();
    await expect(item.getByRole('alert')).toHaveText(
      /^Este archivo se usa en: .*Ana Herrera.*\. Quítelo de ahí antes de borrarlo\.$/,
    );
    await openLibrary(page);
    await search(page, 'attorney-ana-herrera');
    await expect(card(page, 'attorney-ana-herrera.jpg')).toHaveCount(1);
  });

  test('When the library is looked at in both languages and at 375 and 1280 px, then axe finds no violation and screenshots are kept', async ({
    page,
  }) => {
    await signInAs(page, editor);
    for (const url of [MEDIA_PAGE, '/en/staff/content/media']) {
      await openLibrary(page, url);
      expect(await axeViolations(page), url).toEqual([]);
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openLibrary(page);
      // a picked file refused, the list narrowed to this run's files and one seed file in use
      await pick(page, [
        { name: `vacaciones-${suffix}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('<html>') },
      ]);
      await expect(page.getByText(/se revisa su contenido/)).toBeVisible();
      await search(page, suffix);
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.screenshot({
        path: path.join(SHOTS, `studio-media-${width}.png`),
        fullPage: true,
      });
      await search(page, 'attorney-');
      await page.screenshot({
        path: path.join(SHOTS, `studio-media-used-${width}.png`),
        fullPage: true,
      });
    }
  });

  test('When an editor deletes a file nothing uses, after confirming, then it is gone from the library and the site', async ({
    page,
  }) => {
    await signInAs(page, editor);
    await openLibrary(page);
    await search(page, suffix);
    const item = card(page, photo);
    const file = await item.locator('a').first().getAttribute('href');
    await item.getByRole('button', { name: `Borrar ${photo}` }).click();
    await item.getByRole('button', { name: 'Cancelar' }).click();
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: `Borrar ${photo}` }).click();
    await item.getByRole('button', { name: 'Sí, borrar' }).click();
    await expect(page.getByText(`Se borró ${photo}.`)).toBeVisible();
    await expect(card(page, photo)).toHaveCount(0);
    expect((await page.request.get(file!)).status()).toBe(404);
  });

  test('When an intake member looks for the content pages, then the home has no link and the page and its API are refused', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await expect(page.getByRole('link', { name: /^Medios/ })).toHaveCount(0);
    const answer = await page.goto(MEDIA_PAGE);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sin permiso');
    expect((await page.request.get(STUDIO_ROUTES.media)).status()).toBe(403);
  });
});
