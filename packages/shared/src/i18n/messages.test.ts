import type { TMessageKey } from './messages';
import { MESSAGES, t } from './messages';

/** SPEC §5 and §8 texts, copied from the spec by hand. */
const SPEC: [TMessageKey, string, string][] = [
  ['validation.name', 'Please enter your name.', 'Por favor ingrese su nombre.'],
  [
    'validation.email',
    'Please enter a valid email address.',
    'Por favor ingrese un correo electrónico válido.',
  ],
  [
    'validation.emailShort',
    'Please enter a valid email.',
    'Por favor ingrese un correo electrónico válido.',
  ],
  [
    'validation.phone',
    'Please enter a valid phone number.',
    'Por favor ingrese un número de teléfono válido.',
  ],
  [
    'validation.consent',
    'Please accept the terms and conditions.',
    'Por favor acepte los términos y condiciones.',
  ],
  ['validation.situation', 'Please select a situation.', 'Por favor seleccione una situación.'],
  ['validation.married', 'Please enter if you are married.', 'Por favor ingrese si está casado.'],
  ['validation.stay', 'Please enter stay.', 'Por favor ingrese estancia.'],
  [
    'submit.error',
    'Error submitting the form. Please try again.',
    'Error al enviar el formulario. Por favor intente de nuevo.',
  ],
  [
    'submit.networkError',
    'An error occurred while submitting the form. Please try again.',
    'Ha ocurrido un error mientras se enviaba el formulario. Por favor intente de nuevo.',
  ],
  ['reviews.empty', 'No reviews available', 'No reviews available'],
  ['notFound.title', 'Page not found', 'Página no encontrada'],
  ['notFound.code', '404', '404'],
  ['consent.showMore', 'Show more', 'Ver más'],
  ['consent.showLess', 'Show less', 'Ver menos'],
  ['pagination.previous', 'Previous', 'Anterior'],
  ['pagination.next', 'Next', 'Siguiente'],
  ['form.title', 'Submit your case', 'Envíe su caso'],
  ['form.scrollToForm', 'FIND OUT IF YOU QUALIFY', 'DESCUBRE SI CALIFICAS'],
  [
    'submit.rateLimited',
    'Too many submissions. Please wait a minute and try again.',
    'Demasiados envíos. Por favor espere un minuto e intente de nuevo.',
  ],
  ['referrals.empty', 'No referrals yet', 'No hay referidos aún'],
  ['referrals.edit', 'EDIT', 'EDITAR'],
];

/** Spanish-only texts of the spec (the English side is our translation). */
const SPEC_ES_ONLY: [TMessageKey, string][] = [
  ['validation.referrals', 'Por favor ingrese al menos un referido.'],
  ['validation.agent', 'Por favor seleccione un Agente.'],
  ['validation.conversationLink', 'Por favor ingrese link de la conversación.'],
  ['submit.tokenError', 'No se pudo obtener el token CSRF. Por favor intente más tarde.'],
];

describe('messages', () => {
  it.each(SPEC)('When reading %s, then English and Spanish are the spec texts', (key, en, es) => {
    expect(t('en', key)).toBe(en);
    expect(t('es', key)).toBe(es);
  });

  it.each(SPEC_ES_ONLY)('When reading %s in Spanish, then it is the spec text', (key, es) => {
    expect(t('es', key)).toBe(es);
    expect(t('en', key)).not.toBe('');
  });

  it('When comparing the two languages, then no key exists in one language only', () => {
    expect(Object.keys(MESSAGES.es).sort()).toEqual(Object.keys(MESSAGES.en).sort());
  });

  it('When reading every message, then none is empty or padded', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const [key, text] of Object.entries(MESSAGES[locale])) {
        expect([locale, key, text.trim()]).toEqual([locale, key, text]);
        expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('When a message has placeholders, then both languages have the same ones', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(MESSAGES.en) as TMessageKey[]) {
      expect([key, placeholders(MESSAGES.es[key])]).toEqual([key, placeholders(MESSAGES.en[key])]);
    }
  });

  it('When vars are given, then placeholders are filled and unknown ones are kept', () => {
    expect(t('en', 'validation.tooLong', { max: 120 })).toBe(
      'This field is too long (maximum 120 characters).',
    );
    expect(t('es', 'validation.tooLong', { max: 120 })).toBe(
      'Este campo es demasiado largo (máximo 120 caracteres).',
    );
    expect(t('en', 'validation.tooLong', {})).toContain('{max}');
    expect(t('en', 'validation.tooLong')).toContain('{max}');
  });

  it('When reading the parole notice, then it says the review does not apply to the visitor and promotes no "new Parole" (the program was struck down in 2024)', () => {
    expect(t('en', 'parole.notQualify')).toMatch(
      /^According to your answers, .* does not apply to you\./,
    );
    expect(t('es', 'parole.notQualify')).toMatch(
      /^Según sus respuestas, .* no aplica en su caso\./,
    );
    for (const locale of ['en', 'es'] as const) {
      expect(t(locale, 'parole.notQualify')).not.toMatch(/nuevo Parole|new Parole/i);
    }
  });

  it('When the parole form asks about marriage, then it asks about marriage to a U.S. citizen', () => {
    expect(t('en', 'field.married')).toBe('Are you married to a U.S. citizen?');
    expect(t('es', 'field.married')).toBe('¿Está casado(a) con un(a) ciudadano(a) estadounidense?');
  });

  it('When the referral form names its groups, then the visitor is the one who recommends and the other group is the person recommended', () => {
    expect(t('es', 'referrals.yourData')).toBe('Sus datos (quien recomienda)');
    expect(t('es', 'referrals.theirData')).toBe('Persona que usted recomienda');
    expect(t('en', 'referrals.theirData')).toBe('Person you are referring');
    expect(t('es', 'referrals.theirData')).not.toMatch(/que refiere/);
    // calling people who never asked is solicitation (Texas Rule 7.03): the form says so above the list
    expect(t('es', 'referrals.onlyAsked')).toBe(
      'Refiera solo a personas que le pidieron que les llamemos.',
    );
    expect(t('en', 'referrals.onlyAsked')).toBe(
      'Only refer people who asked you to have us call them.',
    );
  });

  it('When a form shows its notice, then it says in each language that sending it creates no attorney–client relationship and that confidential details wait for the call', () => {
    expect(t('en', 'form.notice')).toMatch(/does not make us your attorneys.*confidential.*call/);
    expect(t('es', 'form.notice')).toMatch(
      /no nos convierte en sus abogados.*confidenciales.*llamada/,
    );
  });
});
