import type { Locator } from '@playwright/test';
import { test } from '@playwright/test';
import { openForm } from './helpers/form';
import type { TCheckStep } from './helpers/order';
import { consentBox, expectMessagesInOrder, labelled, question } from './helpers/order';

const EN = {
  name: 'Please enter your name.',
  email: 'Please enter a valid email address.',
  emailShort: 'Please enter a valid email.',
  phone: 'Please enter a valid phone number.',
  consent: 'Please accept the terms and conditions.',
  situation: 'Please select a situation.',
  married: 'Please enter if you are married.',
  stay: 'Please enter stay.',
};
const ES = {
  name: 'Por favor ingrese su nombre.',
  email: 'Por favor ingrese un correo electrónico válido.',
  phone: 'Por favor ingrese un número de teléfono válido.',
  consent: 'Por favor acepte los términos y condiciones.',
  situation: 'Por favor seleccione una situación.',
  married: 'Por favor ingrese si está casado.',
  stay: 'Por favor ingrese estancia.',
};

const L = {
  en: {
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    situation: 'Situation',
    married: 'Are you married to a U.S. citizen?',
    stay: 'Have you been in the United States for more than 10 years?',
  },
  es: {
    name: 'Nombre',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    situation: 'Situación',
    married: '¿Está casado(a) con un(a) ciudadano(a) estadounidense?',
    stay: '¿Lleva más de 10 años en Estados Unidos?',
  },
};

type TLang = keyof typeof L;
const fill = (label: string, value: string) => (form: Locator) =>
  form.getByLabel(label, { exact: true }).fill(value);

function step(
  control: TCheckStep['control'],
  message: string,
  then: TCheckStep['then'],
): TCheckStep {
  return { control, message, then };
}

const nameStep = (lang: TLang, message: string) =>
  step(labelled(L[lang].name), message, async (form) => {
    await fill(L[lang].name, 'Ana María')(form);
    await fill(L[lang].email, 'ana@correo')(form);
  });
const emailStep = (lang: TLang, message: string) =>
  step(labelled(L[lang].email), message, fill(L[lang].email, 'ana@correo.com'));
const phoneStep = (lang: TLang, message: string) =>
  step(labelled(L[lang].phone), message, fill(L[lang].phone, '9155550142'));
const consentStep = (message: string) =>
  step(consentBox, message, (form) => consentBox(form).check());
const situationStep = (lang: TLang, message: string) =>
  step(labelled(L[lang].situation), message, async (form) => {
    await form.getByLabel(L[lang].situation, { exact: true }).selectOption({ index: 1 });
  });
const badPhoneFirst = (lang: TLang) => fill(L[lang].phone, '12345');

const CASES: {
  variant: string;
  path: string;
  steps: TCheckStep[];
  before?: (form: Locator) => Promise<void>;
}[] = [
  {
    variant: 'footer-en',
    path: '/en/about-us',
    steps: [
      nameStep('en', EN.name),
      emailStep('en', EN.email),
      phoneStep('en', EN.phone),
      consentStep(EN.consent),
    ],
    before: badPhoneFirst('en'),
  },
  {
    variant: 'footer-es',
    path: '/nosotros',
    steps: [
      nameStep('es', ES.name),
      emailStep('es', ES.email),
      phoneStep('es', ES.phone),
      consentStep(ES.consent),
    ],
    before: badPhoneFirst('es'),
  },
  {
    variant: 'contact-es',
    path: '/contacto',
    steps: [
      nameStep('es', ES.name),
      emailStep('es', ES.email),
      phoneStep('es', ES.phone),
      consentStep(ES.consent),
    ],
    before: badPhoneFirst('es'),
  },
  {
    variant: 'contact-en',
    path: '/en/contact',
    steps: [
      nameStep('en', EN.name),
      emailStep('en', EN.email),
      phoneStep('en', EN.phone),
      consentStep(EN.consent),
    ],
    before: badPhoneFirst('en'),
  },
  {
    variant: 'visa-en',
    path: '/en/humanitarian-visa/vawa-visa',
    steps: [
      consentStep(EN.consent),
      nameStep('en', EN.name),
      emailStep('en', EN.emailShort),
      phoneStep('en', EN.phone),
      situationStep('en', EN.situation),
    ],
  },
  {
    variant: 'visa-es',
    path: '/visa-humanitaria/visa-t',
    steps: [
      consentStep(ES.consent),
      nameStep('es', ES.name),
      emailStep('es', ES.email),
      phoneStep('es', ES.phone),
      situationStep('es', ES.situation),
    ],
  },
  {
    variant: 'blog-en',
    path: '/en/blog/vawa-self-petition-what-it-is-and-who-qualifies',
    steps: [
      consentStep(EN.consent),
      nameStep('en', EN.name),
      emailStep('en', EN.emailShort),
      phoneStep('en', EN.phone),
      situationStep('en', EN.situation),
    ],
  },
  {
    variant: 'blog-es',
    path: '/blog/vawa-autopeticion-que-es-y-quien-califica',
    steps: [
      consentStep(ES.consent),
      nameStep('es', ES.name),
      emailStep('es', ES.email),
      phoneStep('es', ES.phone),
      situationStep('es', ES.situation),
    ],
  },
  ...(['en', 'es'] as const).map((lang) => {
    const M = lang === 'en' ? EN : ES;
    return {
      variant: `parole-${lang}`,
      path: lang === 'en' ? '/en/form/parole' : '/formulario/parole',
      steps: [
        consentStep(M.consent),
        step(labelled(L[lang].name), M.name, fill(L[lang].name, 'Ana María')),
        step(question(L[lang].married), M.married, (form) =>
          question(L[lang].married)(form).check(),
        ),
        step(question(L[lang].stay), M.stay, async (form) => {
          await form.getByRole('group', { name: L[lang].stay }).getByRole('radio').last().check();
          await fill(L[lang].email, 'ana@correo')(form);
        }),
        phoneStep(lang, M.phone),
        emailStep(lang, M.email),
        situationStep(lang, M.situation),
      ],
      before: badPhoneFirst(lang),
    };
  }),
  ...['video-landing', 'short-video-ads'].map((variant) => ({
    variant,
    path: variant === 'video-landing' ? '/formulario/youtube' : '/formulario/tiktok',
    steps: [
      nameStep('es', ES.name),
      emailStep('es', ES.email),
      phoneStep('es', ES.phone),
      situationStep('es', ES.situation),
      consentStep(ES.consent),
    ],
    before: badPhoneFirst('es'),
  })),
];

test.describe('Validation order of every lead form', () => {
  for (const { variant, path, steps, before } of CASES) {
    test(`When the ${variant} form is sent field by field, then each message appears beside its field in the variant's order`, async ({
      page,
    }) => {
      const form = await openForm(page, path, variant);
      if (before) await before(form);
      await expectMessagesInOrder(form, steps);
    });
  }
});
