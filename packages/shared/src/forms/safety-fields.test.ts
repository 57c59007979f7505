import { NO_CONTACT_PREFERENCES } from '../leads/contact-preferences';
import { normalizeLead } from './compose';
import { validateLead } from './lead-schemas';

const VAWA_LEAD = {
  form: 'visa-es',
  nombre: 'Rosa Díaz',
  phone: '9155550142',
  situacion: 'abuse-victim',
  checkbox: 'on',
  seccion: 'Visa VAWA Español',
};

function preferencesOf(fields: Record<string, string>, variant: 'visa-es' | 'visa-en' = 'visa-es') {
  const result = validateLead(variant, { ...VAWA_LEAD, ...fields });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return normalizeLead(variant, result.data).contactPreferences;
}

describe('the safety questions (issue 29 §1)', () => {
  it('When a lead answers "only at certain times" with hours, then the hours are kept, sanitized like the message and on one line', () => {
    expect(
      preferencesOf({
        seguro_llamar: 'horas',
        horas_llamar: ' Después de las 5:30 p. m.,\n<b>nunca</b> los sábados ',
        mensaje_voz: 'no',
        mensajes_texto: 'si',
      }),
    ).toEqual({
      call: 'hours',
      callHours: 'Después de las 5:30 p. m., bnunca/b los sábados',
      voicemail: false,
      texts: true,
    });
  });

  it('When a lead wrote hours and then chose "Sí", then the hours are not kept', () => {
    expect(preferencesOf({ seguro_llamar: 'si', horas_llamar: 'de 9 a 11' })).toEqual({
      call: 'yes',
      callHours: null,
      voicemail: null,
      texts: null,
    });
  });

  it('When a lead answers nothing, then every answer is null (not asked is never yes)', () => {
    expect(preferencesOf({})).toEqual(NO_CONTACT_PREFERENCES);
  });

  it('When a request sends an answer that is none of the choices, then it counts as no answer', () => {
    expect(
      preferencesOf({ seguro_llamar: 'maybe', mensaje_voz: 'yes please', mensajes_texto: '1' }),
    ).toEqual(NO_CONTACT_PREFERENCES);
  });

  it('When the hours are longer than 120 characters, then the form is refused with the length message in its language', () => {
    const hours = 'a'.repeat(121);
    const es = validateLead('visa-es', {
      ...VAWA_LEAD,
      seguro_llamar: 'horas',
      horas_llamar: hours,
    });
    expect(es.ok ? [] : es.errors).toEqual([
      {
        field: 'horas_llamar',
        message: 'Este campo es demasiado largo (máximo 120 caracteres).',
      },
    ]);
    const en = validateLead('visa-en', {
      ...VAWA_LEAD,
      seguro_llamar: 'horas',
      horas_llamar: hours,
    });
    expect(en.ok ? [] : en.errors.map((error) => error.message)).toEqual([
      'This field is too long (maximum 120 characters).',
    ]);
  });
});
