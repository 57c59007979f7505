import { expect, test, type Page } from '@playwright/test';
import { runId } from '../support/run-id';
import { axeViolations } from '../support/axe';
import { insertE2ELead, staffScreenshots } from './support/leads';
import { addStaff, signInAs, type TE2EStaff } from '../support/staff';

let intake: TE2EStaff;
// names of this run only: other specs store leads in the same database
const run = runId();
const ids: Record<string, number> = {};

test.beforeAll(async () => {
  intake = addStaff('intake', { name: `Lucía ${run}` });
  ids.us = await insertE2ELead({
    name: `María Hernández ${run}`,
    phone: '(915) 555-0123',
    email: `maria.${run}@example.com`,
    situation: 'abuse-victim',
  });
  ids.mx = await insertE2ELead({
    name: `John Smith ${run}`,
    phone: '+52 656 123 4567',
    form: 'footer-en',
    locale: 'en',
    section: 'Footer Inglés',
    receivedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  });
  ids.referred = await insertE2ELead({
    name: `Rosa Referida ${run}`,
    phone: '9155550177',
    origin: 'referral',
    form: 'referrals',
    section: 'Referidos',
  });
  ids.contacted = await insertE2ELead({
    name: `Pedro Contactado ${run}`,
    phone: '9155550199',
    status: 'Contacted',
  });
});

/** A card of the inbox (a table row on a laptop) by the lead's name. */
const card = (page: Page, name: string) =>
  page.getByTestId('lead-row').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('Intake on a phone', () => {
  // sign-ins hash with argon2id on a shared 2-core machine
  test.describe.configure({ timeout: 60_000 });

  test('When a member opens the inbox on a phone, then the tabs count the leads and every card calls, texts and writes in one tap', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos?q=${run}`);
    await expect(page.getByTestId('tab-New Lead')).toContainText('Nuevos3');
    await expect(page.getByTestId('tab-Contacted')).toContainText('Contactados1');
    await expect(page.getByTestId('tab-all')).toContainText('Todos4');
    await expect(page.getByTestId('tab-all')).toHaveAttribute('aria-current', 'page');
    // the filters are folded behind one button on a phone
    await expect(page.getByRole('search')).toBeHidden();

    const us = card(page, `María Hernández ${run}`);
    await expect(us.getByTestId('lead-phone')).toHaveText('(915) 555-0123');
    await expect(us.getByRole('link', { name: /^Llamar/ })).toHaveAttribute(
      'href',
      'tel:+19155550123',
    );
    await expect(us.getByRole('link', { name: /^Texto/ })).toHaveAttribute(
      'href',
      'sms:+19155550123',
    );
    await expect(us.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/19155550123\\?text=Hola%2C%20Mar%C3%ADa\\.`),
    );
    await expect(us.getByRole('link', { name: /^Correo/ })).toHaveAttribute(
      'href',
      `mailto:maria.${run}@example.com`,
    );
    await expect(us).toContainText('Víctima de maltrato por parte de un coyote, patrón o pareja');
    await expect(us).toContainText('Formulario de una página de visa (español)');

    const mx = card(page, `John Smith ${run}`);
    await expect(mx.getByTestId('lead-phone')).toHaveText('+52 656 123 4567');
    await expect(mx.getByRole('link', { name: /^Llamar/ })).toHaveAttribute(
      'href',
      'tel:+526561234567',
    );
    await expect(mx.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/526561234567\?text=Hi%20John%2C/,
    );
    await expect(mx.getByRole('link', { name: /^Correo/ })).toHaveCount(0);
    // two hours without a call: overdue, in words as well as colour
    await expect(mx.getByTestId('lead-age')).toContainText('Atrasado');
    await expect(mx).toContainText('Formulario al pie de página (inglés)');
    await expect(page.locator('main')).not.toContainText('footer-en');

    const referred = card(page, `Rosa Referida ${run}`);
    await expect(referred.getByTestId('referral-tag')).toHaveText('Referido — no pidió contacto');
    await expect(referred.getByTestId('lead-age')).not.toContainText('Atrasado');
    // the list does not call a referred person in one tap: the rule is read on the lead's page first
    await expect(referred.locator('a[href^="tel:"], a[href^="https://wa.me/"]')).toHaveCount(0);
    await expect(referred).toContainText('Abra su página antes: no pidió contacto');

    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'inbox-cards');

    await page.getByTestId('tab-Contacted').click();
    await expect(page).toHaveURL(/status=Contacted/);
    await expect(page).toHaveURL(new RegExp(`q=${run}`));
    await expect(page.getByTestId('lead-row')).toHaveCount(1);
    await expect(page.getByTestId('tab-Contacted')).toHaveAttribute('aria-current', 'page');
  });

  test('When a member reads the inbox on a laptop, then it is a table with a sticky header, sortable by name', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos?q=${run}`);
    const header = page.getByRole('columnheader', { name: /^Nombre/ });
    expect(await header.evaluate((th) => getComputedStyle(th).position)).toBe('sticky');
    await header.getByRole('link').click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page.getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(page.getByTestId('lead-row').first()).toContainText(`John Smith ${run}`);
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'inbox-table');
  });

  test('When a member writes a note on a lead, then the timeline shows it with who wrote it and the status stays', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos/${ids.us}`);
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'Escriba la nota antes de guardarla.',
    );
    await page
      .getByLabel('Nota', { exact: true })
      .fill('Pidió que llamemos después de las 5:30, ¿sí?');
    await page.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText('La nota se guardó.');
    const latest = page.getByTestId('timeline').getByRole('listitem').first();
    await expect(latest).toContainText('Nota');
    await expect(latest).toContainText('Pidió que llamemos después de las 5:30, ¿sí?');
    await expect(latest).toContainText(`por Lucía ${run}`);
    await expect(page.getByTestId('lead-status')).toHaveText('Nuevo');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-note');
  });

  test('When a member presses Llamar and then says how the call went, then the timeline shows the call, when it began and who made it', async ({
    page,
    context,
  }, testInfo) => {
    // WhatsApp opens in a tab of its own; the test stays offline
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos/${ids.mx}`);
    const contact = page.getByRole('region', { name: 'Contacto' });
    await expect(contact.getByRole('link', { name: /^Llamar/ })).toHaveAttribute(
      'href',
      'tel:+526561234567',
    );
    await expect(page.getByTestId('open-calls')).toHaveAttribute('data-ready', 'true');
    // the phone's dialer is no part of the test (a headless browser that follows a tel: link stops
    // submitting forms): the link's own default is cancelled after the page's handler has run
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await contact.getByRole('link', { name: /^Llamar/ }).click();
    const open = page.getByTestId('open-calls').getByRole('group');
    await expect(open).toHaveCount(1);
    await expect(open).toContainText(`Llamada iniciada por Lucía ${run}`);
    await open.getByLabel('Dejé mensaje de voz').check();
    await page.getByLabel('Nota de la llamada (opcional)').first().fill('Volver a llamar mañana');
    await page.getByRole('button', { name: 'Guardar el resultado' }).first().click();
    await expect(page.getByTestId('staff-alert').first()).toHaveText(
      'La llamada quedó registrada.',
    );
    const latest = page.getByTestId('timeline').getByRole('listitem').first();
    await expect(latest).toContainText('Llamada: Dejé mensaje de voz');
    await expect(latest).toContainText('iniciada a las');
    await expect(latest).toContainText('Volver a llamar mañana');
    await expect(latest).toContainText(`por Lucía ${run}`);
    await expect(page.getByTestId('open-calls').getByRole('group')).toHaveCount(0);
    // the call stopped the clock: the lead is no longer overdue
    await expect(page.getByTestId('lead-age')).not.toContainText('Atrasado');

    // a WhatsApp chat begun and left without an outcome stays visible, and harmless
    await expect(page.getByTestId('open-calls')).toHaveAttribute('data-ready', 'true');
    const popup = page.waitForEvent('popup');
    await contact.getByRole('link', { name: /^WhatsApp/ }).click();
    await (await popup).close();
    await expect(page.getByTestId('open-calls').getByRole('group')).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId('open-calls')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('open-calls').getByRole('group')).toContainText(
      'Chat de WhatsApp iniciado',
    );
    await expect(page.getByTestId('timeline').getByRole('listitem').first()).toContainText(
      'falta registrar cómo resultó',
    );
    await expect(page.getByTestId('lead-status')).toHaveText('Nuevo');
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'lead-call');
  });

  test('When a referred lead is opened, then its page tags it and states the firm’s rule for contacting it', async ({
    page,
  }) => {
    await signInAs(page, intake);
    await page.goto(`/staff/prospectos/${ids.referred}`);
    await expect(page.getByTestId('referral-tag').first()).toHaveText(
      'Referido — no pidió contacto',
    );
    await expect(page.getByTestId('referral-rule')).toContainText('no pidió que la llamáramos');
    // on its page, under the rule, the buttons are there for when the person did ask
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
    await page.goto(`/en/staff/leads/${ids.referred}`);
    await expect(page.getByTestId('referral-tag').first()).toHaveText(
      'Referred — did not ask to be contacted',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('When a member opens the staff home, then it shows the day’s numbers and the leads waiting longest', async ({
    page,
  }, testInfo) => {
    // the longest wait of the whole database: first in the list of those waiting
    await insertE2ELead({
      name: `Espera Larga ${run}`,
      phone: '9155550166',
      receivedAt: '2020-01-02T17:00:00Z',
    });
    await signInAs(page, intake);
    await page.goto('/staff');
    for (const tile of ['received', 'uncontacted', 'contacted'])
      await expect(page.getByTestId(`today-${tile}`)).toHaveText(/^\d+$/);
    await expect(
      page.getByRole('heading', { name: 'Los que más esperan su primera llamada' }),
    ).toBeVisible();
    const first = page.getByTestId('waiting-leads').getByRole('listitem').first();
    await expect(first).toContainText(`Espera Larga ${run}`);
    await expect(first.getByTestId('lead-age')).toContainText('Atrasado');
    await expect(first.getByRole('link', { name: /^Llamar/ })).toHaveAttribute(
      'href',
      'tel:+19155550166',
    );
    expect(await axeViolations(page)).toEqual([]);
    await staffScreenshots(page, testInfo, 'staff-home');
  });
});
