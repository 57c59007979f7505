import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { axeViolations } from '../support/axe';
import { freePort, startEdge, startService, type TEdgeProcess } from '../support/edge-process';
import { E2E_INTERNAL_PORTS } from '../support/stack';
import { stackEnv } from '../support/stack-env';
import { fillBasicForm } from './helpers/fill';
import { formOf, reachForm, submitOf } from './helpers/form';
import { uniqueName, uniquePhone } from './helpers/people';

const secret = () => randomBytes(24).toString('hex');

/** Fills the contact form of a language with a new visitor and sends it. */
async function sendContactForm(form: Locator, locale: 'es' | 'en'): Promise<void> {
  await fillBasicForm(form, locale, { name: uniqueName(), phone: uniquePhone() });
  await submitOf(form).click();
}

/** Asserts the form's message, with the firm's phone and WhatsApp under it. */
async function expectWaitWithWays(form: Locator, message: string): Promise<void> {
  const alert = form.getByTestId('form-alert');
  await expect(alert).toBeVisible();
  await expect(alert.locator('p').first()).toHaveText(message);
  const ways = alert.locator('[data-slot="contact-buttons"]');
  await expect(ways.locator('a[href="tel:+19155550142"]')).toBeVisible();
  await expect(ways.locator('a[href^="https://wa.me/19155550142"]')).toBeVisible();
}

/** The message leads-api's 429 carried, read from the answer the page got. */
async function limitMessage(page: Page, send: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith(API_PATHS.leadSubmit) && r.request().method() === 'POST',
    ),
    send(),
  ]);
  expect(response.status()).toBe(429);
  const body = (await response.json()) as { status: string; message: string };
  expect(body.status).toBe('error');
  return body.message;
}

test.describe('When a visitor has sent too many forms (a real 429 from leads-api)', () => {
  // One worker, in order: the first test spends the address's one submission, the others are refused
  // (each worker would otherwise start a leads-api of its own with a fresh limit).
  test.describe.configure({ mode: 'serial' });
  // A leads-api of its own that lets one submission per address through, behind an edge of its own; both
  // share the stack's database and queue, and count in a namespace of their own.
  let leads: TEdgeProcess | undefined;
  let edge: TEdgeProcess | undefined;

  test.beforeAll(async () => {
    const [leadsPort, edgePort] = [await freePort(), await freePort()];
    const env = stackEnv();
    const proxySecret = secret();
    // as the launcher runs them (the edge renders its lazily loaded parts, the forms, only so)
    const production = { NODE_ENV: 'production' };
    leads = await startService('services/leads-api/src/server.ts', leadsPort, {
      ...production,
      ...env,
      RATE_LIMIT_PREFIX: `${env.RATE_LIMIT_PREFIX}limited-${randomBytes(3).toString('hex')}:`,
      RATE_LIMIT_PER_IP: '1',
      RATE_LIMIT_PER_PHONE: '100000',
      CSRF_SECRET: secret(),
      EDGE_PROXY_SECRET: proxySecret,
      PUBLIC_ORIGIN: `http://localhost:${edgePort}`,
    });
    edge = await startEdge(edgePort, {
      ...production,
      LEADS_API_URL: `http://127.0.0.1:${leadsPort}`,
      CONTENT_API_URL: `http://127.0.0.1:${E2E_INTERNAL_PORTS.CONTENT_API_PORT}`,
      EDGE_PROXY_SECRET: proxySecret,
    });
  });
  test.afterAll(() => {
    edge?.stop();
    leads?.stop();
  });

  test('When the Spanish contact form is sent a second time, then leads-api’s message shows with the phone and WhatsApp under it, and no axe violation', async ({
    page,
  }) => {
    await page.goto(`${edge?.origin}${getHref('contact', 'es')}`);
    const form = await reachForm(formOf(page, 'contact-es'));
    await sendContactForm(form, 'es');
    await expect(page).toHaveURL(/\/gracias$/);
    await page.goto(`${edge?.origin}${getHref('contact', 'es')}`);
    const again = await reachForm(formOf(page, 'contact-es'));
    const message = await limitMessage(page, () => sendContactForm(again, 'es'));
    expect(message).toMatch(/\S/);
    await expectWaitWithWays(again, message);
    await expect(page).toHaveURL(/\/contacto$/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('When the English contact form is refused, then the message is in English with the same ways out', async ({
    page,
  }) => {
    await page.goto(`${edge?.origin}${getHref('contact', 'en')}`);
    const form = await reachForm(formOf(page, 'contact-en'));
    const message = await limitMessage(page, () => sendContactForm(form, 'en'));
    expect(message).toMatch(/submission|wait|minute/i);
    expect(message).not.toMatch(/envío|espere/i);
    await expectWaitWithWays(form, message);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('When the form is posted and refused, then the answer page shows the message with the phone and WhatsApp links, and keeps the visitor’s input', async ({
      page,
    }) => {
      await page.goto(`${edge?.origin}${getHref('contact', 'es')}`);
      const form = formOf(page, 'contact-es');
      const name = uniqueName();
      await fillBasicForm(form, 'es', { name, phone: uniquePhone() });
      await submitOf(form).click();
      await expect(page).toHaveURL(/\/contacto#/);
      const answer = formOf(page, 'contact-es');
      const alert = answer.getByTestId('form-alert');
      await expect(alert.locator('p').first()).toHaveText(/envío|espere|minuto/i);
      const ways = alert.locator('[data-slot="contact-buttons"]');
      await expect(ways.locator('a[href="tel:+19155550142"]')).toBeVisible();
      await expect(ways.locator('a[href^="https://wa.me/19155550142"]')).toBeVisible();
      await expect(answer.getByLabel('Nombre', { exact: true })).toHaveValue(name);
    });
  });
});
