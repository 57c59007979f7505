import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { CONSENT_VERSION } from '@firm/shared/forms/consent';
import { fillBasicForm } from './helpers/fill';
import { openForm, submitOf } from './helpers/form';
import { expectIntakeEmail, theLeadNamed } from './helpers/leads';
import { uniqueName, uniquePhone } from './helpers/people';

type TCase = {
  variant: string;
  path: string;
  lang: 'en' | 'es';
  thankYou: RegExp;
  seccion: string;
  /** Extra answers beyond the basic fields; returns what the stored lead must also hold. */
  extra?: (form: Locator) => Promise<Record<string, unknown>>;
};

const situation = (lang: 'en' | 'es', id: string) => async (form: Locator) => {
  await form
    .getByLabel(lang === 'en' ? 'Situation' : 'Situación', { exact: true })
    .selectOption(id);
  return { situation: id };
};

const CASES: TCase[] = [
  {
    variant: 'footer-en',
    path: '/en/services',
    lang: 'en',
    thankYou: /\/en\/thank-you$/,
    seccion: 'Footer Inglés',
  },
  {
    variant: 'contact-es',
    path: '/contacto',
    lang: 'es',
    thankYou: /\/gracias$/,
    seccion: 'Contacto Español',
  },
  {
    variant: 'contact-en',
    path: '/en/contact',
    lang: 'en',
    thankYou: /\/en\/thank-you$/,
    seccion: 'Contacto Inglés',
  },
  {
    variant: 'visa-en',
    path: '/en/humanitarian-visa/u-visa',
    lang: 'en',
    // a page with Quick exit: the thank-you page with the safety reminder (a neutral marker)
    thankYou: /\/en\/thank-you\?v=2$/,
    seccion: 'Visa U Inglés',
    extra: situation('en', 'crime-victim'),
  },
  {
    variant: 'visa-es',
    path: '/servicios',
    lang: 'es',
    thankYou: /\/gracias$/,
    seccion: 'Servicios Español',
    extra: situation('es', 'spouse'),
  },
  {
    variant: 'visa-es',
    path: '/abogados/ana-herrera',
    lang: 'es',
    thankYou: /\/gracias$/,
    seccion: 'Ana Herrera Español',
    extra: situation('es', 'none'),
  },
  {
    variant: 'blog-en',
    path: '/en/blog/vawa-self-petition-what-it-is-and-who-qualifies',
    lang: 'en',
    thankYou: /\/en\/thank-you\?v=2$/,
    seccion: 'Blog Inglés',
    extra: situation('en', 'abuse-victim'),
  },
  {
    variant: 'blog-es',
    path: '/blog/vawa-autopeticion-que-es-y-quien-califica',
    lang: 'es',
    thankYou: /\/gracias\?v=2$/,
    seccion: 'Blog Español',
    extra: situation('es', 'abuse-victim'),
  },
  {
    variant: 'video-landing',
    path: '/formulario/youtube?seccion=Canal%20Verano',
    lang: 'es',
    thankYou: /\/gracias$/,
    seccion: 'Youtube Landing Canal Verano',
    extra: situation('es', 'petition-family'),
  },
  {
    variant: 'short-video-ads',
    path: '/formulario/tiktok',
    lang: 'es',
    thankYou: /\/gracias$/,
    seccion: 'Tik Tok Ads',
    extra: situation('es', 'fiance'),
  },
];

test.describe('Successful submissions', () => {
  for (const c of CASES) {
    test(`When the ${c.variant} form on ${c.path} is sent, then the thank-you page shows and the lead is stored with "${c.seccion}", its consent and its e-mail`, async ({
      page,
    }) => {
      const name = uniqueName(c.lang === 'en' ? 'Ann' : 'Ana');
      const phone = uniquePhone();
      const form = await openForm(page, c.path, c.variant);
      await fillBasicForm(form, c.lang, {
        name,
        phone,
        email: ' ana@example.com ',
        message: 'Hola <b>equipo</b>; ¿me llaman?',
      });
      const expected = c.extra ? await c.extra(form) : {};
      await submitOf(form).click();
      await expect(page).toHaveURL(c.thankYou);

      const lead = await theLeadNamed(name);
      expect(lead).toMatchObject({
        form_variant: c.variant,
        locale: c.lang,
        phone,
        email: 'ana@example.com',
        message: 'Hola bequipo/b; ¿me llaman?',
        section: c.seccion,
        consent: true,
        consent_version: CONSENT_VERSION,
        ...expected,
      });
      expect(lead.consent_sha256).toMatch(/^[0-9a-f]{64}$/);
      await expectIntakeEmail(lead.id);
    });
  }
});
