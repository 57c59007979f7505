import type { TLocale } from '../i18n/locale';
import type { TCheck, TLeadVariantId } from './form-types';
import { CHECK_FIELD, FORM_VARIANT_IDS } from './form-types';
import { FORM_VARIANTS, isLeadVariantId } from './form-variants';
import { getLeadSchema, validateLead } from './lead-schemas';
import { paroleNeedsSituation } from './parole-rules';

/** SPEC §5 messages by check, copied by hand. */
const MESSAGE: Record<TLocale, Record<string, string>> = {
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

/** A valid value per check; married 'no' so that parole also asks the situation. */
const VALID: Record<string, string> = {
  name: 'José Pérez',
  email: 'jose@example.com',
  phone: '(915) 555-0142',
  consent: 'on',
  situation: 'fiance',
  married: 'no',
  stay: 'si',
};

const LEAD_VARIANTS = FORM_VARIANT_IDS.filter(isLeadVariantId);

function expectedMessage(id: TLeadVariantId, check: TCheck): string {
  const variant = FORM_VARIANTS[id];
  if (check === 'email' && variant.emailMessage === 'validation.emailShort') return SHORT_EMAIL_EN;
  return MESSAGE[variant.locale][check] as string;
}

describe('lead schemas: check order (SPEC §5)', () => {
  it.each(LEAD_VARIANTS)(
    'When the %s form is filled one field at a time in its check order, then the first message follows that order',
    (id) => {
      const checks = FORM_VARIANTS[id].checks;
      // The e-mail is optional: it fails only while it holds something invalid.
      const input: Record<string, unknown> = { email: 'not an email' };
      const seen: string[] = [];
      for (const check of checks) {
        const result = validateLead(id, input);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.errors[0]).toEqual({
            field: CHECK_FIELD[check],
            message: expectedMessage(id, check),
          });
          seen.push(result.errors[0]!.message);
        }
        input[CHECK_FIELD[check]] = VALID[check];
      }
      expect(validateLead(id, input).ok).toBe(true);
      expect(seen).toHaveLength(checks.length);
    },
  );

  it.each(LEAD_VARIANTS)(
    'When the %s form is empty, then every failing check is listed in order',
    (id) => {
      const result = validateLead(id, { email: 'bad' });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      const expected = FORM_VARIANTS[id].checks
        .filter((check) => check !== 'situation' || FORM_VARIANTS[id].situation === 'required')
        .map((check) => CHECK_FIELD[check]);
      expect(result.errors.map((e) => e.field)).toEqual(expected);
    },
  );

  it.each(LEAD_VARIANTS)(
    'When the %s schema parses bad input, then its issue order is the check order',
    (id) => {
      const parsed = getLeadSchema(id).safeParse({ email: 'bad', casado: 'no' });
      expect(parsed.success).toBe(false);
      const fields = parsed.error!.issues.map((issue) => issue.path.join('.'));
      // casado is valid here ('no', so that parole asks the situation).
      const expected = FORM_VARIANTS[id].checks
        .map((check) => CHECK_FIELD[check])
        .filter((field) => field !== 'casado');
      expect(fields).toEqual(expected);
    },
  );

  it.each(['en', 'es'] as const)(
    'When the generic form is validated in %s, then every message is in that language',
    (locale) => {
      const result = validateLead('generic', { email: 'x y@z' }, { locale });
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.errors.map((e) => e.message)).toEqual([
          MESSAGE[locale].name,
          MESSAGE[locale].email,
          MESSAGE[locale].phone,
          MESSAGE[locale].consent,
        ]);
      }
    },
  );
});

describe('lead schemas: rules (SPEC §5)', () => {
  const base = { nombre: 'Ana', phone: '9155550142', checkbox: true };

  it.each([
    ['', false],
    ['   ', false],
    ['<>!!', false],
    [' Ana ', true],
    ['x'.repeat(120), true],
  ])('When the name is %p, then it passes: %p', (nombre, ok) => {
    expect(validateLead('footer-en', { ...base, nombre }).ok).toBe(ok);
  });

  it('When the name is longer than 120 characters, then the too-long message names the limit', () => {
    const result = validateLead('footer-es', { ...base, nombre: 'x'.repeat(121) });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'nombre', message: 'Este campo es demasiado largo (máximo 120 caracteres).' },
      ],
    });
  });

  it.each([
    ['', true],
    ['   ', true],
    [undefined, true],
    ['ana@example.com', true],
    [' ana@example.com ', true],
    ['ana.maria+x@mail.example.mx', true],
    ['ana@example', false],
    ['ana example.com', false],
    ['ana @example.com', false],
    ['@example.com', false],
    ['ana@', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('When the e-mail is %p, then it passes: %p', (email, ok) => {
    expect(validateLead('footer-en', { ...base, email }).ok).toBe(ok);
  });

  it.each([
    ['12345678', 'footer-en', false],
    ['123456789', 'footer-en', true],
    ['(915) 555-0142', 'footer-en', true],
    ['+52 656 555 0147', 'footer-en', true],
    ['123456789012345', 'footer-en', true],
    ['1234567890123456', 'footer-en', false],
    ['12345678901', 'parole-en', true],
    ['123456789012', 'parole-en', false],
    ['123456789012', 'video-landing', false],
    ['', 'footer-es', false],
    ['phone', 'footer-es', false],
  ] as const)('When the phone is %p on %s, then it passes: %p', (phone, id, ok) => {
    const input = { ...base, phone, casado: 'yes', estancia: 'si', situacion: 'none' };
    const result = validateLead(id, input);
    expect(result.ok ? [] : result.errors.filter((e) => e.field === 'phone')).toHaveLength(
      ok ? 0 : 1,
    );
  });

  it('When the phone passes, then the data holds its digits only', () => {
    const result = validateLead('footer-en', { ...base, phone: '(915) 555-0142' });
    expect(result.ok && result.data.phone).toBe('9155550142');
  });

  it.each([
    [true, true],
    ['true', true],
    ['on', true],
    ['1', true],
    [1, true],
    [false, false],
    ['false', false],
    ['off', false],
    ['0', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('When the consent box is %p, then it passes: %p', (checkbox, ok) => {
    expect(validateLead('footer-en', { ...base, checkbox }).ok).toBe(ok);
  });

  it('When the situation is an English or Spanish label, then the data holds its id', () => {
    const en = validateLead('visa-en', { ...base, situacion: 'None of the above' });
    const es = validateLead('visa-es', { ...base, situacion: 'Ninguna de las anteriores' });
    expect(en.ok && en.data.situacion).toBe('none');
    expect(es.ok && es.data.situacion).toBe('none');
    expect(validateLead('visa-es', { ...base, situacion: 'otra' }).ok).toBe(false);
  });

  it('When the input is not an object, then it is treated as an empty form', () => {
    const result = validateLead('footer-en', 'garbage');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]).toEqual({ field: 'nombre', message: MESSAGE.en.name });
    expect(validateLead('footer-en', null).ok).toBe(false);
    expect(validateLead('footer-en', [1, 2]).ok).toBe(false);
  });

  it('When optional texts are too long, then they fail after every check', () => {
    const result = validateLead('footer-en', {
      ...base,
      mensaje: 'x'.repeat(5001),
      seccion: 'y'.repeat(201),
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => e.field)).toEqual(['mensaje', 'seccion']);
  });

  it('When a valid lead is parsed, then texts are trimmed and a blank e-mail is left out', () => {
    const result = validateLead('footer-es', {
      ...base,
      nombre: ' Ana ',
      email: '  ',
      mensaje: ' Hola ',
    });
    expect(result).toEqual({
      ok: true,
      data: { nombre: 'Ana', phone: '9155550142', checkbox: true, mensaje: 'Hola' },
    });
  });
});

describe('lead schemas: parole branch (SPEC §4)', () => {
  const base = { nombre: 'Ana', phone: '9155550142', checkbox: 'on' };

  it.each([
    ['yes', 'si', false],
    ['no', 'si', true],
    ['yes', 'no', true],
    ['no', 'no', true],
    ['YES', 'Sí', false],
  ])(
    'When married is %p and stay is %p, then the situation is required: %p',
    (casado, estancia, required) => {
      expect(paroleNeedsSituation({ casado, estancia })).toBe(required);
      for (const id of ['parole-en', 'parole-es'] as const) {
        const result = validateLead(id, { ...base, casado, estancia });
        expect(result.ok).toBe(!required);
        if (!result.ok) {
          expect(result.errors).toEqual([
            { field: 'situacion', message: MESSAGE[FORM_VARIANTS[id].locale].situation },
          ]);
        }
        expect(validateLead(id, { ...base, casado, estancia, situacion: 'spouse' }).ok).toBe(true);
      }
    },
  );

  it.each([
    ['casado', 'maybe'],
    ['casado', 'si'],
    ['estancia', 'yes'],
    ['estancia', ''],
  ])('When %s is %p, then it is rejected with its message', (field, value) => {
    const input = { ...base, casado: 'yes', estancia: 'si', [field]: value };
    const result = validateLead('parole-es', input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[0]?.field).toBe(field);
  });

  it('When the answers pass, then the data holds them normalized', () => {
    const result = validateLead('parole-en', {
      ...base,
      casado: ' No ',
      estancia: 'sí',
      situacion: 'abuse-victim',
    });
    expect(result.ok && result.data).toMatchObject({
      casado: 'no',
      estancia: 'si',
      situacion: 'abuse-victim',
    });
  });

  it('When an earlier check fails too, then the situation is still listed last', () => {
    const result = validateLead('parole-en', { casado: 'no', estancia: 'si' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.map((e) => e.field)).toEqual([
        'checkbox',
        'nombre',
        'phone',
        'situacion',
      ]);
    }
  });
});
