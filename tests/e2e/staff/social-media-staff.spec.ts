import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { formOf, reachForm, submitOf } from '../forms/helpers/form';
import { uniquePhone } from '../forms/helpers/people';
import { staffScreenshots } from './support/leads';
import { addStaff, signInAs } from '../support/staff';

const PATH = '/staff/redes-sociales';
// the e2e stack's RATE_LIMIT_PER_STAFF (tests/e2e/support/global-setup.ts)
const PER_STAFF = Number(process.env.RATE_LIMIT_PER_STAFF ?? 6);

/** Fills the required fields of the social-media form. */
async function fillLead(page: Page, name: string) {
  const form = await reachForm(formOf(page, 'social-media'));
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await form.getByLabel('Teléfono', { exact: true }).fill(uniquePhone());
  await form.getByLabel('Link de la conversación', { exact: true }).fill('https://m.me/t/555123');
  return form;
}

test.describe('The social-media form, for staff', () => {
  test.describe.configure({ timeout: 60_000 });

  test('When a member opens the form, then they are the agent, the network is a list, and their notes open the new lead’s timeline', async ({
    page,
  }, testInfo) => {
    const run = randomBytes(3).toString('hex');
    const member = addStaff('intake', { name: `Marta ${run}` });
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, member);
    await page.goto(PATH);
    const form = await fillLead(page, `Desde Messenger ${run}`);
    const agent = form.getByLabel('Agente', { exact: true });
    await expect(agent).toHaveValue('quien-registra');
    await expect(agent.locator('option:checked')).toHaveText(`Marta ${run} (usted)`);
    await expect(agent.locator('option')).toHaveCount(8);
    const network = form.getByLabel('Red social', { exact: true });
    await expect(network.locator('option')).toHaveText([
      'Elija la red social',
      'Facebook',
      'Instagram',
      'TikTok',
      'WhatsApp',
      'YouTube',
      'Otra',
    ]);
    await network.selectOption('Facebook');
    await form
      .getByLabel('Notas de la conversación (opcional)')
      .fill('Escribió por Messenger; prefiere que le llamen después de las 6.');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'social-media-form');
    await submitOf(form).click();
    await expect(form.getByTestId('form-alert')).toHaveText('Prospecto creado. Ver el prospecto');
    await expect(agent).toHaveValue('quien-registra');

    await form.getByRole('link', { name: 'Ver el prospecto' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Desde Messenger ${run}`);
    // the notes typed with the lead are its first note, just after its arrival (an e-mail may follow)
    const timeline = page.getByTestId('timeline');
    const note = timeline.locator('[data-kind="note"]');
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(
      'Escribió por Messenger; prefiere que le llamen después de las 6.',
    );
    await expect(note).toContainText(`por Marta ${run}`);
    await expect(timeline.getByRole('listitem').last()).toContainText(
      `Registrado por Marta ${run}`,
    );
    const facts = page.getByRole('region', { name: 'Lo que nos dijo el prospecto' });
    await expect(facts).toContainText(`Marta ${run}`);
    await expect(facts).toContainText('Facebook');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'social-media-lead');
  });

  test('When a member types in more leads than their limit, then the form says to wait, and another member goes on', async ({
    page,
    browser,
  }) => {
    const run = randomBytes(3).toString('hex');
    const busy = addStaff('intake', { name: `Ocupada ${run}` });
    await signInAs(page, busy);
    for (let i = 0; i < PER_STAFF; i += 1) {
      const { token } = (await (await page.request.get('/csrf-token')).json()) as {
        token: string;
      };
      const answer = await page.request.post('/api/prospecto/socialmedia', {
        headers: { 'x-csrf-token': token },
        multipart: {
          nombre: `Lote ${run} ${i}`,
          phone: uniquePhone(),
          agente: 'quien-registra',
          link: 'https://m.me/t/1',
        },
      });
      expect(answer.status()).toBe(200);
    }
    await page.goto(PATH);
    const form = await fillLead(page, `Una más ${run}`);
    await submitOf(form).click();
    await expect(form.getByRole('alert')).toHaveText(
      /^Recibimos muchos envíos en poco tiempo\. Por favor espere unos \d+ minutos/,
    );

    const other = await browser.newPage();
    await signInAs(other, addStaff('intake'));
    await other.goto(PATH);
    const hers = await fillLead(other, `Otra persona ${run}`);
    await submitOf(hers).click();
    await expect(hers.getByTestId('form-alert')).toHaveText('Prospecto creado. Ver el prospecto');
    await other.close();
  });

  test('When the form is posted before its script runs, then the page answers "Prospecto creado" with the link to the lead', async ({
    page,
    baseURL,
  }) => {
    const run = randomBytes(3).toString('hex');
    await signInAs(page, addStaff('intake', { name: `Sin Script ${run}` }));
    const answer = await page.request.post(PATH, {
      headers: { origin: baseURL! },
      form: {
        form: 'social-media',
        nombre: `Sin JavaScript ${run}`,
        phone: uniquePhone(),
        agente: 'quien-registra',
        source: 'TikTok',
        link: 'https://m.me/t/777',
        notas: 'Registrado sin JavaScript',
      },
    });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Prospecto creado.');
    expect(html).toMatch(/href="\/staff\/prospectos\/\d+"[^>]*>Ver el prospecto</);
  });
});
