import { expect, test } from '@playwright/test';
import { runId } from '../support/run-id';
import { axeViolations } from '../support/axe';
import { insertE2ELead, staffScreenshots } from './support/leads';
import { addStaff, openInboxFilters, signInAs, type TE2EStaff } from '../support/staff';

let intake: TE2EStaff;
let admin: TE2EStaff;
// names of this run only: other specs store leads in the same database
const run = runId();
const ids: Record<string, number> = {};

test.beforeAll(async () => {
  intake = addStaff('intake');
  admin = addStaff('admin');
  const phone = `720${String(Date.now()).slice(-7)}`;
  ids.accented = await insertE2ELead({
    name: `Zoë Ñandú ${run}`,
    phone,
    email: `zoe.${run}@example.com`,
    source: `campaña-${run}`,
  });
  ids.plain = await insertE2ELead({ name: `Zoe Nandu ${run}`, phone: `1${phone}` });
  ids.other = await insertE2ELead({
    name: `Otro ${run}`,
    phone: `303${String(Date.now()).slice(-7)}`,
  });
});

test.describe('The intake inbox', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 60_000 });

  test('When a member searches without accents and filters, then the accented lead shows with the duplicate badge, and the export link carries the filters', async ({
    page,
  }, testInfo) => {
    await signInAs(page, intake);
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Prospectos', exact: true })
      .click();
    await expect(page).toHaveURL(/\/staff\/prospectos$/);
    await openInboxFilters(page);
    await page.getByLabel('Buscar (nombre, teléfono o correo)').fill(`zoe nandu ${run}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/staff\/prospectos\?q=zoe\+nandu/);
    const rows = page.getByTestId('lead-row');
    await expect(rows).toHaveCount(2);
    await expect(
      rows.filter({ hasText: `Zoë Ñandú ${run}` }).getByTestId('duplicate-badge'),
    ).toHaveText('Teléfono repetido');
    await expect(page.getByRole('status')).toHaveText('2 prospectos');

    await openInboxFilters(page);
    await page.getByLabel('Fuente de campaña').fill(`campaña-${run}`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(rows).toHaveCount(1);
    const exportLink = page.getByRole('link', { name: 'Exportar estos prospectos (CSV)' });
    await expect(exportLink).toHaveAttribute(
      'href',
      new RegExp(`^/api/staff/leads/export\\?source=campa`),
    );
    const csv = await page.request.get((await exportLink.getAttribute('href'))!);
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`Zoë Ñandú ${run}`);

    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'leads-es');
  });

  test('When a member opens a lead and changes its status with a note, then the page says so and the history shows it', async ({
    page,
  }, testInfo) => {
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos?q=${run}`);
    await page.getByRole('link', { name: `Zoë Ñandú ${run}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/prospectos/${ids.accented}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Zoë Ñandú ${run}`);
    await expect(page.getByText('Otros prospectos con el mismo teléfono:')).toBeVisible();
    // the technical details are folded away until asked for
    await expect(page.getByText('Mozilla/5.0 (e2e)')).toBeHidden();
    await page.getByText('Detalles técnicos').click();
    await expect(page.getByText('Mozilla/5.0 (e2e)')).toBeVisible();
    await expect(page.getByTestId('timeline').getByRole('listitem')).toHaveCount(1);
    // the lead's fields are named for the team, with values in words, empty ones left out
    const details = page.getByRole('region', { name: 'Lo que nos dijo el prospecto' });
    await expect(details.getByRole('term')).toContainText(['Formulario', 'Página', 'Correo']);
    await expect(details).toContainText('Formulario de una página de visa (español)');
    await expect(details).toContainText('VAWA (español)');
    await expect(details).not.toContainText('Mensaje');
    await expect(page.locator('main')).not.toContainText('visa-es');
    await expect(page.locator('main')).not.toContainText('form_variant');
    await expect(page.getByTestId('lead-status')).toHaveText('Nuevo');

    await page.getByLabel('Nuevo estado').selectOption('Contacted');
    await page.getByLabel('Nota (opcional)').fill('Llamada hecha, devuelve el lunes');
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('El estado se cambió.');
    await expect(page.getByTestId('lead-status')).toHaveText('Contactado');
    const trail = page.getByTestId('timeline');
    await expect(trail).toContainText('Nuevo → Contactado');
    await expect(trail).toContainText('Llamada hecha, devuelve el lunes');
    await expect(trail).toContainText(`por ${intake.name}`);

    await page.getByLabel('Nuevo estado').selectOption('Contacted');
    await page.getByRole('button', { name: 'Cambiar estado' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'El prospecto ya tiene ese estado.',
    );

    await page.getByRole('button', { name: 'Enviar de nuevo (correo y webhooks)' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'El prospecto se enviará de nuevo en un momento.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-es');
  });

  test('When a member uses the English inbox, then filters, the lead page and its messages are in English', async ({
    page,
  }, testInfo) => {
    await signInAs(page, intake, '/en/staff/sign-in');
    await page.goto('/en/staff/leads');
    await openInboxFilters(page);
    await page.getByLabel('Search (name, phone or e-mail)').fill(`ÑANDÚ ${run}`);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByTestId('lead-row')).toHaveCount(2);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'leads-en');

    await page.getByRole('link', { name: `Zoe Nandu ${run}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/en/staff/leads/${ids.plain}$`));
    await page.getByLabel('New status').selectOption('Spam');
    await page.getByRole('button', { name: 'Change status' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('The status was changed.');
    await page.getByRole('button', { name: 'Send again (e-mail and webhooks)' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'A lead marked as spam is not sent. Mark it as not spam first.',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-en');
  });

  test('When an admin adds, edits and deletes a routing rule, then each change shows in the list and the audit', async ({
    page,
  }, testInfo) => {
    await signInAs(page, admin);
    await page.getByRole('navigation').getByRole('link', { name: 'Enrutamiento' }).click();
    await expect(page).toHaveURL(/\/staff\/enrutamiento$/);
    const add = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Agregar regla' }) });
    await add.getByLabel('Canal').selectOption('email');
    await add.getByLabel('La sección empieza con (vacío: cualquiera)').fill(`Visa VAWA ${run}`);
    await add.getByLabel('Destinatarios').fill('no-es-correo');
    await add.getByRole('button', { name: 'Agregar regla' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Este correo electrónico no es válido: no-es-correo',
    );
    await expect(add.getByLabel('La sección empieza con (vacío: cualquiera)')).toHaveValue(
      `Visa VAWA ${run}`,
    );
    // a webhook to the cloud's metadata address (SSRF) is refused with the reason, nothing stored
    await add.getByLabel('Canal').selectOption('webhook');
    await add.getByLabel('Destinatarios').fill('https://169.254.169.254/latest/meta-data/');
    await add.getByRole('button', { name: 'Agregar regla' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Los webhooks solo pueden ir a un servidor público de internet; esta dirección lleva a una red privada o interna: https://169.254.169.254/latest/meta-data/',
    );
    await expect(page.getByTestId('routing-rule').filter({ hasText: '169.254' })).toHaveCount(0);
    await staffScreenshots(page, testInfo, 'routing-webhook-refused-es');
    await add.getByLabel('Canal').selectOption('email');
    await add.getByLabel('Destinatarios').fill(`vawa-${run}@firm.test`);
    await add.getByLabel('Formulario').selectOption('visa-es');
    await add.getByLabel('Situación').selectOption('abuse-victim');
    await add.getByRole('button', { name: 'Agregar regla' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('La regla se agregó.');
    const rule = page.getByTestId('routing-rule').filter({ hasText: `Visa VAWA ${run}` });
    await expect(rule).toContainText(`vawa-${run}@firm.test`);
    await expect(rule).toContainText(
      'Formulario: visa-es · Sección: Visa VAWA ' +
        `${run} · Situación: Víctima de maltrato por parte de un coyote, patrón o pareja`,
    );

    await rule.getByText(/^Editar #/).click();
    await rule.getByLabel('Destinatarios').fill(`vawa-${run}@firm.test\notra-${run}@firm.test`);
    await rule.getByRole('button', { name: 'Guardar regla' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('La regla se guardó.');
    await expect(rule).toContainText(`otra-${run}@firm.test`);
    await expect(page.getByTestId('routing-audit')).toContainText(`${admin.name} cambió la regla`);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'routing-es');

    await rule.getByRole('button', { name: /^Eliminar regla #/ }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('La regla se eliminó.');
    await expect(
      page.getByTestId('routing-rule').filter({ hasText: `Visa VAWA ${run}` }),
    ).toHaveCount(0);
    await expect(page.getByTestId('routing-audit').getByRole('listitem').first()).toContainText(
      `${admin.name} eliminó la regla`,
    );

    await page.goto('/en/staff/routing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead routing');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'routing-en');
  });

  test('When an intake member opens routing, then it is refused and not in the menu; anonymous visitors see no lead', async ({
    page,
    request,
  }) => {
    await signInAs(page, intake);
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Enrutamiento' }),
    ).toHaveCount(0);
    const refused = await page.goto('/staff/enrutamiento');
    expect(refused?.status()).toBe(403);
    expect(await page.request.get('/api/staff/routing').then((r) => r.status())).toBe(403);
    const posted = await page.request.post('/staff/enrutamiento', {
      form: { action: 'add', channel: 'email', targets: `intruso-${run}@firm.test` },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    const list = await page.goto('/staff/prospectos');
    expect(list?.headers()['cache-control']).toBe('private, no-store');
    expect(list?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const anonymousList = await request.get('/staff/prospectos', { maxRedirects: 0 });
    expect(anonymousList.status()).toBe(303);
    expect(anonymousList.headers()['location']).toMatch(/^\/staff\/ingresar\?volver=/);
    const anonymousApi = await request.get('/api/staff/leads');
    expect(anonymousApi.status()).toBe(401);
    expect(await anonymousApi.text()).not.toContain(run);
    const anonymousPost = await request.post(`/staff/prospectos/${ids.accented}`, {
      form: { action: 'status', status: 'Retained' },
      maxRedirects: 0,
    });
    expect(anonymousPost.status()).toBe(303);
    const detail = await request.get(`/en/staff/leads/${ids.accented}`, { maxRedirects: 0 });
    expect(detail.status()).toBe(303);
    expect(detail.headers()['cache-control']).toBe('private, no-store');
  });
});
