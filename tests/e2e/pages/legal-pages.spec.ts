import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/hydrated';
import { axeViolations } from '../support/axe';
import { startEdgeWithoutContent, type TEdgeProcess } from '../support/edge-process';

const EMAIL = 'contacto@herreraimmigrationlaw.com';

/** A legal page in one language: what a visitor must find on it. */
type TLegalCase = {
  path: string;
  heading: string;
  updated: string;
  sections: string[];
  facts: string[];
  form: string;
  notice: string;
};

const CASES: TLegalCase[] = [
  {
    path: '/politica-de-privacidad',
    heading: 'Política de privacidad',
    updated: 'Última actualización: 27 de noviembre de 2026',
    sections: [
      'Quiénes somos',
      'Información que recopilamos',
      'Cómo usamos su información',
      'Con quién la compartimos',
      'Transferencias internacionales',
      'Cuánto tiempo la guardamos y cómo la protegemos',
      'Sus derechos sobre su información',
      'Menores de edad',
      'Cambios a esta política',
      'Contacto',
    ],
    facts: [
      'el texto exacto que usted aceptó al marcar la casilla y su versión',
      'dirección IP',
      'user agent',
      'firm_attr',
      'Dura 90 días',
      'responda ALTO (o STOP)',
      'marcamos como “no contactar”',
      'Global Privacy Control (GPC',
      'un formulario que marcamos como spam: 30 días después de recibirlo',
      'dentro de los 45 días siguientes',
    ],
    form: 'Envíe su caso',
    notice: 'Este texto no está disponible en este momento',
  },
  {
    path: '/en/privacy-policy',
    heading: 'Privacy policy',
    updated: 'Last updated: November 27, 2026',
    sections: [
      'Who we are',
      'Information we collect',
      'How we use your information',
      'Who we share it with',
      'International transfers',
      'How long we keep it and how we protect it',
      'Your data-protection rights',
      'Children',
      'Changes to this policy',
      'Contact us',
    ],
    facts: [
      'the exact text you accepted when you checked the box, its version',
      'IP address',
      'user agent',
      'firm_attr',
      'It lasts 90 days',
      'reply STOP (or ALTO)',
      'mark as “do not contact”',
      'Global Privacy Control signal (GPC',
      'a form we mark as spam: 30 days after it arrives',
      'We answer within 45 days',
    ],
    form: 'Submit your case',
    notice: 'This text is not available right now',
  },
  {
    path: '/terminos-y-condiciones',
    heading: 'Términos y condiciones',
    updated: 'Última actualización: 27 de noviembre de 2026',
    sections: [
      'Uso del sitio',
      'El sitio no crea una relación abogado-cliente',
      'El contenido no es asesoría legal',
      'No garantizamos resultados',
      'Formularios y comunicaciones',
      'Enlaces y servicios de terceros',
      'Propiedad intelectual',
      'Limitación de responsabilidad',
      'Ley aplicable',
      'Cambios a estos términos',
      'Contacto',
    ],
    facts: [
      'no crea una relación abogado-cliente',
      'leyes del estado de Texas',
      'WhatsApp',
      'se borra 24 meses después de recibirla',
    ],
    form: 'Envíe su caso',
    notice: 'Este texto no está disponible en este momento',
  },
  {
    path: '/en/terms-and-conditions',
    heading: 'Terms and conditions',
    updated: 'Last updated: November 27, 2026',
    sections: [
      'Use of the site',
      'No attorney–client relationship',
      'Not legal advice',
      'No guarantee of results',
      'Forms and communications',
      'Third-party links and services',
      'Intellectual property',
      'Limitation of liability',
      'Governing law',
      'Changes to these terms',
      'Contact us',
    ],
    facts: [
      'does not create an attorney–client relationship',
      'laws of the State of Texas',
      'is deleted 24 months after it arrives',
    ],
    form: 'Submit your case',
    notice: 'This text is not available right now',
  },
];

/** The footer's lead form of a page, by its heading. */
const footerForm = (page: Page, name: string) =>
  page.locator('footer').getByRole('region', { name });

test.describe('Legal pages with their text', () => {
  for (const legal of CASES) {
    test(`When ${legal.path} is opened, then it shows its dated sections, its key facts and no axe violation`, async ({
      page,
    }) => {
      const response = await gotoHydrated(page, legal.path);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(legal.heading);
      await expect(main).toContainText(legal.updated);
      const index = main.getByRole('navigation', { name: /On this page|En esta página/ });
      await expect(index.getByRole('link')).toHaveText(legal.sections);
      for (const section of legal.sections) {
        await expect(main.getByRole('heading', { level: 2, name: section })).toBeVisible();
      }
      for (const fact of legal.facts) await expect(main).toContainText(fact);
      await expect(main.locator(`a[href="mailto:${EMAIL}"]`).first()).toBeVisible();
      await index.getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/#informacion-que-recopilamos$|#sin-relacion-abogado-cliente$/);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe('Legal pages when the content service cannot give their text', () => {
  let edge: TEdgeProcess | undefined;

  test.beforeAll(async () => {
    edge = await startEdgeWithoutContent();
  });
  test.afterAll(() => edge?.stop());

  for (const legal of CASES.slice(0, 2)) {
    test(`When ${legal.path} is rendered by the server without its text, then the frame, the notice with phone and e-mail, and the form are there`, async ({
      page,
    }) => {
      const response = await page.goto(`${edge?.origin}${legal.path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('main h1')).toHaveText(legal.heading);
      const notice = page.locator('[data-slot="page-text-notice"]');
      await expect(notice.getByRole('heading', { name: legal.notice })).toBeVisible();
      await expect(notice.locator('a[href="tel:+19155550142"]')).toBeVisible();
      await expect(notice.locator(`a[href="mailto:${EMAIL}"]`)).toBeVisible();
      const form = footerForm(page, legal.form);
      await expect(form).toBeVisible();
      await expect(form.locator('input[name="phone"]')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
