import { NO_CONTACT_PREFERENCES } from '../leads/contact-preferences';
import { CONSENT_VERSION } from './consent';
import { referralLeads, validateReferral, validateReferralBatch } from './referral-schemas';

const valid = {
  nombre: 'Ana Pérez',
  phone: '9155550142',
  checkbox: 'on',
  referidos: [
    { nombre: 'Luis Gómez', phone: '(915) 555-0100' },
    { nombre: 'Carmen Núñez', phone: '656 555 0147' },
  ],
};

describe('referrals (SPEC §3, §4, §5)', () => {
  it('When one referral is added, then it needs a name and a valid phone, in Spanish', () => {
    expect(validateReferral({ nombre: 'Luis', phone: '9155550100' })).toEqual({
      ok: true,
      data: { nombre: 'Luis', phone: '9155550100' },
    });
    expect(validateReferral({})).toEqual({
      ok: false,
      errors: [
        { field: 'nombre', message: 'Por favor ingrese su nombre.' },
        { field: 'phone', message: 'Por favor ingrese un número de teléfono válido.' },
      ],
    });
    expect(validateReferral({ nombre: 'Luis', phone: '123456789012' }).ok).toBe(false);
  });

  it('When the batch is filled one check at a time, then the first message follows the form order', () => {
    const steps: [string, unknown, string][] = [
      ['nombre', valid.nombre, 'Por favor ingrese su nombre.'],
      ['phone', valid.phone, 'Por favor ingrese un número de teléfono válido.'],
      ['referidos', valid.referidos, 'Por favor ingrese al menos un referido.'],
      ['checkbox', valid.checkbox, 'Por favor acepte los términos y condiciones.'],
    ];
    const input: Record<string, unknown> = {};
    for (const [field, value, message] of steps) {
      const result = validateReferralBatch(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors[0]).toEqual({ field, message });
      input[field] = value;
    }
    expect(validateReferralBatch(input).ok).toBe(true);
  });

  it.each([[[]], [undefined], ['[]'], ['not json'], [{}]])(
    'When the list of referrals is %p, then the batch asks for at least one referral',
    (referidos) => {
      const result = validateReferralBatch({ ...valid, referidos });
      expect(result).toEqual({
        ok: false,
        errors: [{ field: 'referidos', message: 'Por favor ingrese al menos un referido.' }],
      });
    },
  );

  it('When the list arrives as a JSON string (multipart), then it is read', () => {
    const result = validateReferralBatch({ ...valid, referidos: JSON.stringify(valid.referidos) });
    expect(result.ok && result.data.referidos).toHaveLength(2);
  });

  it('When one referral is invalid, then the whole batch fails naming that referral', () => {
    const result = validateReferralBatch({
      ...valid,
      referidos: [valid.referidos[0], { nombre: 'Pedro', phone: '123' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'referidos.1.phone', message: 'Por favor ingrese un número de teléfono válido.' },
      ],
    });
  });

  it('When there are more than 20 referrals, then the batch is refused with the limit', () => {
    const many = Array.from({ length: 21 }, () => ({ nombre: 'Luis', phone: '9155550100' }));
    const result = validateReferralBatch({ ...valid, referidos: many });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors[0]?.message).toBe('Demasiados referidos a la vez (máximo 20).');
  });

  it('When a batch becomes leads, then each referral is a lead whose message names the referrer', () => {
    const result = validateReferralBatch({ ...valid, nombre: 'Ana <i>Pérez</i>' });
    if (!result.ok) throw new Error('expected a valid batch');
    const leads = referralLeads(result.data, { source: 'facebook' });
    expect(leads).toEqual([
      {
        variant: 'referrals',
        locale: 'es',
        nombre: 'Luis Gómez',
        email: null,
        phone: '9155550100',
        mensaje: 'Referido de: Ana iPérezi Teléfono: 9155550142',
        checkbox: true,
        consentVersion: CONSENT_VERSION,
        seccion: 'Referidos - facebook',
        situacion: null,
        casado: null,
        estancia: null,
        fecha_hora: null,
        contactPreferences: NO_CONTACT_PREFERENCES,
      },
      expect.objectContaining({
        nombre: 'Carmen Núñez',
        phone: '6565550147',
        seccion: 'Referidos - facebook',
      }),
    ]);
    expect(referralLeads(result.data)[0]?.seccion).toBe('Referidos');
  });
});
