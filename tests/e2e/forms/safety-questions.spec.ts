import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { fillBasicForm } from './helpers/fill';
import { formOf, openForm, submitOf } from './helpers/form';
import { theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

// Screenshots a person looks at (issue 29: the VAWA form with the questions at 375 px).

const WORDS = {
  es: {
    why: 'Lo preguntamos para protegerle.',
    call: '¿Es seguro llamarle a este número?',
    voicemail: '¿Podemos dejarle un mensaje de voz?',
    texts: '¿Podemos enviarle mensajes de texto o WhatsApp?',
    hoursOption: 'Solo a ciertas horas',
    hours: '¿A qué horas es seguro llamarle?',
    yes: 'Sí',
    no: 'No',
    situation: 'Situación',
  },
  en: {
    why: 'We ask to keep you safe.',
    call: 'Is it safe to call you at this number?',
    voicemail: 'May we leave you a voicemail?',
    texts: 'May we send you text or WhatsApp messages?',
    hoursOption: 'Only at certain times',
    hours: 'At what times is it safe to call you?',
    yes: 'Yes',
    no: 'No',
    situation: 'Situation',
  },
} as const;

const group = (form: Locator, name: string) => form.getByRole('group', { name, exact: true });

/** The three questions, each a group of radios under its legend, none chosen, after the message. */
async function expectQuestions(form: Locator, lang: 'en' | 'es'): Promise<void> {
  const words = WORDS[lang];
  await expect(form.getByText(words.why, { exact: true })).toBeVisible();
  for (const legend of [words.call, words.voicemail, words.texts]) {
    const radios = group(form, legend).getByRole('radio');
    await expect(radios.first()).toBeVisible();
    for (const radio of await radios.all()) await expect(radio).not.toBeChecked();
  }
  await expect(group(form, words.call).getByRole('radio')).toHaveCount(3);
  // after the message, before the consent
  const order = await form.evaluate((element) => {
    const all = [
      ...element.querySelectorAll(
        'textarea, [data-slot="safety-questions"], input[type="checkbox"]',
      ),
    ];
    return all.map((node) => (node.tagName === 'DIV' ? 'safety' : node.tagName.toLowerCase()));
  });
  expect(order.indexOf('safety')).toBe(order.indexOf('textarea') + 1);
  // the hours appear only with "only at certain times"
  await expect(form.getByLabel(words.hours, { exact: true })).toBeHidden();
}

/** Answers: only at certain hours, no voicemail, texts fine; fills the rest and sends. */
async function answerAndSend(form: Locator, lang: 'en' | 'es', name: string): Promise<void> {
  const words = WORDS[lang];
  await fillBasicForm(form, lang, {
    name,
    phone: uniquePhone(),
    email: `${name.split(' ')[1]}@example.com`,
  });
  await form.getByLabel(words.situation, { exact: true }).selectOption('abuse-victim');
  await group(form, words.call).getByLabel(words.hoursOption, { exact: true }).check();
  const hours = form.getByLabel(words.hours, { exact: true });
  await expect(hours).toBeVisible();
  await hours.fill('Lunes a viernes de 10 a 12');
  await group(form, words.voicemail).getByLabel(words.no, { exact: true }).check();
  await group(form, words.texts).getByLabel(words.yes, { exact: true }).check();
  await submitOf(form).click();
}

async function expectStoredAnswers(name: string): Promise<void> {
  await expect
    .poll(async () => {
      const lead = await theLeadNamed(name).catch(() => null);
      return (
        lead && {
          contact_call: lead.contact_call,
          contact_call_hours: lead.contact_call_hours,
          contact_voicemail: lead.contact_voicemail,
          contact_texts: lead.contact_texts,
        }
      );
    })
    .toEqual({
      contact_call: 'hours',
      contact_call_hours: 'Lunes a viernes de 10 a 12',
      contact_voicemail: false,
      contact_texts: true,
    });
}

/** Screenshots a person looks at, into the test's output folder. */
async function shoot(page: Page, form: Locator, name: string): Promise<void> {
  const info = test.info();
  await form.screenshot({ path: info.outputPath(`${name}-form-375.png`) });
  await page.screenshot({ path: info.outputPath(`${name}-page-375.png`), fullPage: true });
}

test.describe('The safety questions of the humanitarian visa forms (issue 29 §1)', () => {
  test('When the Spanish VAWA page form is used with JavaScript, then the three questions follow the message, nothing is chosen, the hours appear with "Solo a ciertas horas", the answers are stored, and axe finds nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const form = await openForm(page, '/visa-humanitaria/visa-vawa', 'visa-es');
    await expectQuestions(form, 'es');
    expect(await axeViolations(page)).toEqual([]);
    await group(form, WORDS.es.call).getByLabel(WORDS.es.hoursOption, { exact: true }).check();
    await shoot(page, form, 'vawa-es');
    await group(form, WORDS.es.call).getByLabel(WORDS.es.yes, { exact: true }).check();
    await expect(form.getByLabel(WORDS.es.hours, { exact: true })).toBeHidden();
    const name = uniqueName('Segura');
    await answerAndSend(form, 'es', name);
    await expect(page).toHaveURL(/\/gracias\?v=2$/);
    await expectStoredAnswers(name);
  });

  test('When the English T visa page form is used, then the questions are in English and the answers are stored', async ({
    page,
  }) => {
    const form = await openForm(page, '/en/humanitarian-visa/t-visa', 'visa-en');
    await expectQuestions(form, 'en');
    expect(await axeViolations(page)).toEqual([]);
    const name = uniqueName('Safe');
    await answerAndSend(form, 'en', name);
    await expect(page).toHaveURL(/\/en\/thank-you\?v=2$/);
    await expectStoredAnswers(name);
  });

  test('When the K-1 page form or the footer form is shown, then it asks none of the questions', async ({
    page,
  }) => {
    await openForm(page, '/visa-k1', 'visa-es');
    await expect(page.getByText(WORDS.es.call)).toHaveCount(0);
    await page.goto('/visa-humanitaria/visa-vawa');
    await expect(formOf(page, 'footer-es').getByText(WORDS.es.call)).toHaveCount(0);
  });
});

test.describe('The safety questions without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('When the Spanish U visa form is posted without JavaScript, then the questions work (the hours shown by CSS), the visitor lands on the thank-you page and the answers are stored', async ({
    page,
  }) => {
    await page.goto('/visa-humanitaria/visa-u');
    const form = formOf(page, 'visa-es');
    await expectQuestions(form, 'es');
    const name = uniqueName('Noscript');
    await answerAndSend(form, 'es', name);
    await expect(page).toHaveURL(/\/gracias(\?v=2)?(#main)?$/);
    await expectStoredAnswers(name);
  });

  test('When the English humanitarian form is posted without JavaScript with hours too long for a tampered field, then the message comes back in English beside it', async ({
    page,
  }) => {
    await page.goto('/en/humanitarian-visa');
    const form = formOf(page, 'visa-en');
    await expectQuestions(form, 'en');
    await fillBasicForm(form, 'en', { name: uniqueName('Long'), phone: uniquePhone() });
    await form.getByLabel('Situation', { exact: true }).selectOption('crime-victim');
    await group(form, WORDS.en.call).getByLabel(WORDS.en.hoursOption, { exact: true }).check();
    const hours = form.getByLabel(WORDS.en.hours, { exact: true });
    await hours.evaluate((input) => input.removeAttribute('maxlength'));
    await hours.fill('x'.repeat(130));
    await submitOf(form).click();
    const again = formOf(page, 'visa-en');
    await expect(again.locator('[data-field-error]')).toHaveText(
      'This field is too long (maximum 120 characters).',
    );
    await expect(again.getByLabel(WORDS.en.hours, { exact: true })).toBeVisible();
    await expect(
      group(again, WORDS.en.call).getByLabel(WORDS.en.hoursOption, { exact: true }),
    ).toBeChecked();
  });
});
