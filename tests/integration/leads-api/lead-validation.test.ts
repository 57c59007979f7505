import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import type { TCheck, TLeadVariantId } from '@firm/shared/forms/form-types';
import { CHECK_FIELD } from '@firm/shared/forms/form-types';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { LEAD_VARIANTS, leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

// SPEC §5, copied from the spec (not from the code under test).
const MESSAGES: Record<
  'en' | 'es',
  Record<Exclude<TCheck, 'referrals' | 'agent' | 'link'>, string>
> = {
  en: {
    name: 'Please enter your name.',
    email: 'Please enter a valid email address.',
    phone: 'Please enter a valid phone number.',
    consent: 'Please accept the terms and conditions.',
    situation: 'Please select a situation.',
    married: 'Please enter if you are married.',
    stay: 'Please enter stay.',
  },
  es: {
    name: 'Por favor ingrese su nombre.',
    email: 'Por favor ingrese un correo electrónico válido.',
    phone: 'Por favor ingrese un número de teléfono válido.',
    consent: 'Por favor acepte los términos y condiciones.',
    situation: 'Por favor seleccione una situación.',
    married: 'Por favor ingrese si está casado.',
    stay: 'Por favor ingrese estancia.',
  },
};
const SHORT_EMAIL_EN = 'Please enter a valid email.';

// The orders SPEC §5 states; the other variants follow the shared module's documented choice.
const SPEC_ORDERS: Partial<Record<TLeadVariantId, TCheck[]>> = {
  'footer-en': ['name', 'email', 'phone', 'consent'],
  'footer-es': ['name', 'email', 'phone', 'consent'],
  'contact-es': ['name', 'email', 'phone', 'consent'],
  'visa-en': ['consent', 'name', 'email', 'phone', 'situation'],
  'blog-en': ['consent', 'name', 'email', 'phone', 'situation'],
  'parole-en': ['consent', 'name', 'married', 'stay', 'phone', 'email', 'situation'],
};

const INVALID: Record<string, string | undefined> = {
  name: '   ',
  email: 'maria @example',
  phone: '915-555-01',
  consent: undefined,
  situation: '',
  married: '',
  stay: '',
};

function expectedMessage(variant: TLeadVariantId, check: TCheck, locale: 'en' | 'es'): string {
  if (check === 'email' && (variant === 'visa-en' || variant === 'blog-en')) return SHORT_EMAIL_EN;
  return MESSAGES[locale][check as keyof (typeof MESSAGES)['en']];
}

/** Valid fields except the checks from `failingFrom` on, which get invalid values. */
function fieldsFailingFrom(
  variant: TLeadVariantId,
  checks: readonly TCheck[],
  failingFrom: number,
): Record<string, string> {
  // Parole asks for a situation only when not qualified: 'no' to married keeps that check active.
  const fields = leadFields(variant, variant.startsWith('parole') ? { casado: 'no' } : {});
  checks.slice(failingFrom).forEach((check) => {
    const field = CHECK_FIELD[check];
    const value = INVALID[check];
    if (check === 'married') fields.casado = '';
    else if (value === undefined) delete fields[field];
    else fields[field] = value;
  });
  return fields;
}

const cases = LEAD_VARIANTS.flatMap((variant) => {
  const checks = FORM_VARIANTS[variant].checks;
  return checks.map((check, index) => ({
    variant,
    check,
    index,
    locale: FORM_VARIANTS[variant].locale,
  }));
});

describe('POST /api/prospecto/agregar validates on the server', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase('validation');
    api = await startLeadsApi({ pool: db.pool });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it.each(Object.entries(SPEC_ORDERS))(
    'When the %s form is checked, then its checks run in the order of SPEC §5',
    (variant, order) => {
      expect(FORM_VARIANTS[variant as TLeadVariantId].checks).toEqual(order);
    },
  );

  it.each(cases)(
    'When the $variant form fails its "$check" check first, then 422 shows its $locale message',
    async ({ variant, check, index, locale }) => {
      const fields = fieldsFailingFrom(variant, FORM_VARIANTS[variant].checks, index);
      const answer = await new Visitor(api.url).postForm(API_PATHS.leadSubmit, fields);
      expect(answer.status).toBe(422);
      expect(answer.body.status).toBe('error');
      const errors = answer.body.errors as { field: string; message: string }[];
      expect(errors[0]).toEqual({
        field: CHECK_FIELD[check],
        message: expectedMessage(variant, check, locale),
      });
      const stored = await db.pool.query('SELECT 1 FROM leads WHERE idempotency_key = $1', [
        fields.idempotency_key,
      ]);
      expect(stored.rowCount).toBe(0);
    },
  );

  it.each([
    ['Footer Inglés', undefined, 'en'],
    ['Contacto Español', 'en-US,en;q=0.9', 'es'],
    ['Youtube Landing', 'en-US,en;q=0.9', 'en'],
    ['Youtube Landing', 'es-MX,es;q=0.9', 'es'],
    [undefined, undefined, 'es'],
  ] as const)(
    'When a request names no variant with seccion %p and Accept-Language %p, then the generic checks answer in %s',
    async (seccion, acceptLanguage, locale) => {
      const visitor = new Visitor(
        api.url,
        acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      );
      const fields = leadFields('generic', { nombre: '' });
      if (seccion) fields.seccion = seccion;
      else delete fields.seccion;
      const answer = await visitor.postForm(API_PATHS.leadSubmit, fields);
      expect(answer.status).toBe(422);
      expect((answer.body.errors as { message: string }[])[0]?.message).toBe(MESSAGES[locale].name);
    },
  );

  it.each([
    ['es', 'contact-es', 'Este campo es demasiado largo (máximo 120 caracteres).'],
    ['en', 'contact-en', 'This field is too long (maximum 120 characters).'],
  ] as const)(
    'When the name is longer than 120 characters on a %s form, then 422 says the field is too long',
    async (_l, variant, message) => {
      const answer = await new Visitor(api.url).postForm(
        API_PATHS.leadSubmit,
        leadFields(variant, { nombre: 'A'.repeat(121) }),
      );
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([{ field: 'nombre', message }]);
    },
  );

  it('When a message is longer than 5,000 characters but under 32 KB, then 422 says it is too long', async () => {
    const answer = await new Visitor(api.url).postForm(
      API_PATHS.leadSubmit,
      leadFields('contact-es', { mensaje: 'palabra '.repeat(1000) }),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      { field: 'mensaje', message: 'Este campo es demasiado largo (máximo 5000 caracteres).' },
    ]);
  });

  it('When a message is over the 32 KB field limit, then 413 says so in Spanish (never a 500)', async () => {
    const answer = await new Visitor(api.url, { 'accept-language': 'es' }).postForm(
      API_PATHS.leadSubmit,
      leadFields('contact-es', { mensaje: 'palabra '.repeat(6000) }),
    );
    expect(answer).toMatchObject({
      status: 413,
      body: {
        message:
          'Su formulario es demasiado grande para enviarlo. Por favor acorte su mensaje e intente de nuevo.',
      },
    });
  });
});
