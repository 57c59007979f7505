import { expect, test, type Page } from '@playwright/test';
import { yearsOfExperience } from '@firm/shared/content/firm-years';
import { getHref } from '@firm/shared/routes/route-map';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioFirm } from '@firm/shared/studio/studio-firm';
import { axeViolations } from '../support/axe';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';
import { shotPath, studioApi } from '../support/studio';

// The firm's facts in the studio: admins only; the immigration phone changed in the form, published,
// and seen in the navbar's call button, the footer, the contact page and the JSON-LD; then the sample
// restored and published, so the site is left as shipped. Runs in the `studio` project.
test.describe.configure({ mode: 'serial' });

const suffix = String(Date.now() % 10_000).padStart(4, '0');
const display = `(915) 555-${suffix}`;
const tel = `+1915555${suffix}`;
let admin: TE2EStaff;

test.beforeAll(() => {
  admin = addStaff('admin', { name: 'Adela Administradora' });
});

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: shotPath(name, width), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('The firm’s facts in the studio', () => {
  test('When an editor or an intake member opens the firm’s facts, then it is the staff 403 page and the navigation does not offer it', async ({
    page,
  }) => {
    for (const role of ['editor', 'intake'] as const) {
      await page.context().clearCookies();
      await signInAs(page, addStaff(role, { name: `Persona ${role}` }));
      await expect(page.getByRole('link', { name: 'Datos de la firma' })).toHaveCount(0);
      const answer = await page.goto(getHref('studioFirm', 'es'));
      expect(answer?.status()).toBe(403);
    }
  });

  test('When an admin opens the firm’s facts in both languages, then the form shows the years of experience computed from the founding year, and it passes axe', async ({
    page,
  }) => {
    await signInAs(page, admin);
    await page.getByRole('link', { name: 'Datos de la firma' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datos de la firma');
    const founded = Number(await page.getByLabel('Año de fundación').inputValue());
    const years = yearsOfExperience(founded, new Date().getFullYear());
    await expect(page.getByTestId('firm-years')).toHaveText(`${years} años de experiencia`);
    await expect(page.getByTestId('firm-statement')).toContainText('Ana Herrera');
    await expect(page.getByTestId('firm-footer-preview')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'studio-firm-es');
    await page.goto(getHref('studioFirm', 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The firm’s facts');
    await expect(page.getByTestId('firm-years')).toHaveText(`${years} years of experience`);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'studio-firm-en');
  });

  test('When an admin types a phone that is not E.164, then the field says so before saving; with a good one saved and published, the navbar’s call button, the footer, the contact page and the JSON-LD show it', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, admin);
    await page.goto(getHref('studioFirm', 'es'));
    await expect(page.getByTestId('firm-editor')).toHaveAttribute('data-ready', 'true');
    const phone = page.getByRole('group', { name: 'Teléfono 1' });
    const telField = phone.getByLabel('Número para marcar (E.164)');
    await telField.fill('915 555 0142');
    await expect(phone.locator('#firm-phones-0-tel-error')).toHaveText(
      'Teléfono 1 · Número para marcar (E.164): escriba el número con + y el código del país, solo dígitos (por ejemplo, +19155550142).',
    );
    await expect(telField).toHaveAttribute('aria-invalid', 'true');
    await telField.fill(tel);
    await phone.getByLabel('Número como se muestra').fill(display);
    await expect(phone.locator('#firm-phones-0-tel-error')).toHaveCount(0);
    await expect(page.getByTestId('firm-footer-preview')).toContainText(display);
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText('Guardado.');
    await expect(page.getByTestId('firm-live')).toContainText('todavía no está en el sitio');
    await shoot(page, 'studio-firm-edited');
    await page.getByRole('button', { name: 'Publicar en el sitio' }).click();
    await expect(page.getByTestId('firm-live')).toContainText('El sitio muestra esta revisión.');
    await expect(page.getByTestId('firm-sample')).toHaveCount(0);

    await expect(async () => {
      await page.goto('/');
      await expect(page.locator(`header a[href="tel:${tel}"]`).first()).toBeVisible({
        timeout: 500,
      });
      await expect(page.locator('footer')).toContainText(display, { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    const contact = await (await page.request.get(getHref('contact', 'es'))).text();
    expect(contact).toContain(display);
    const home = await (await page.request.get('/')).text();
    const jsonLd = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((m) => m[1])
      .join('\n');
    expect(jsonLd).toContain(`"telephone":"${tel}"`);
  });

  test('When the admin restores the sample and publishes it, then the site shows the shipped phone again and the facts are the sample again', async ({
    page,
  }) => {
    await signInAs(page, admin);
    await page.goto(getHref('studioFirm', 'es'));
    await expect(page.getByTestId('firm-editor')).toHaveAttribute('data-ready', 'true');
    const revisions = page.getByTestId('revisions');
    await revisions.getByRole('button', { name: 'Restaurar el texto de ejemplo' }).click();
    await revisions.getByRole('button', { name: 'Sí, restaurar' }).click();
    await expect(
      page.getByRole('group', { name: 'Teléfono 1' }).getByLabel('Número para marcar (E.164)'),
    ).toHaveValue('+19155550142');
    const [published] = await Promise.all([
      page.waitForResponse((r) => r.url().includes(STUDIO_ROUTES.firmPublish)),
      page.getByRole('button', { name: 'Publicar en el sitio' }).click(),
    ]);
    expect(published.status(), await published.text()).toBe(200);
    await expect(page.getByTestId('firm-live')).toContainText('El sitio muestra esta revisión.');
    const api = await studioApi(page);
    const firm = await api.get<TStudioFirm>(STUDIO_ROUTES.firm);
    expect(firm.sample).toBe(true);
    expect(
      (await api.get<{ revisions: unknown[] }>(studioUrl('firmRevisions'))).revisions.length,
    ).toBeGreaterThan(2);
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('header a[href="tel:+19155550142"]').first()).toBeVisible({
        timeout: 500,
      });
    }).toPass({ timeout: 20_000 });
  });
});
