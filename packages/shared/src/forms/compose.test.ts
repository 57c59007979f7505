import { NO_CONTACT_PREFERENCES } from '../leads/contact-preferences';
import { CONSENT_VERSION } from './consent';
import {
  composeParoleMessage,
  composeReferralMessage,
  normalizeLead,
  PAROLE_MESSAGE_LABELS,
} from './compose';
import type { TLeadData } from './lead-schemas';

const lead = (data: Partial<TLeadData> = {}): TLeadData => ({
  nombre: 'Ana',
  phone: '9155550142',
  checkbox: true,
  ...data,
});

describe('parole message (SPEC §3)', () => {
  it('When the parole answers are composed, then the message has the Situación, Casado and Estancia lines', () => {
    expect(PAROLE_MESSAGE_LABELS).toEqual({
      situacion: 'Situación',
      casado: 'Casado',
      estancia: 'Estancia',
    });
    expect(composeParoleMessage({ situacion: 'spouse', casado: 'no', estancia: 'si' }, 'es')).toBe(
      'Situación: A través de mi esposo(a) ciudadano(a) o residente\nCasado: No\nEstancia: Sí',
    );
    expect(composeParoleMessage({ situacion: 'none', casado: 'yes', estancia: 'no' }, 'en')).toBe(
      'Situación: None of the above\nCasado: Yes\nEstancia: No',
    );
  });

  it('When no situation was asked, then its line says not applicable', () => {
    expect(composeParoleMessage({ casado: 'yes', estancia: 'si' }, 'es')).toBe(
      'Situación: No aplica\nCasado: Sí\nEstancia: Sí',
    );
    expect(composeParoleMessage({}, 'en')).toBe(
      'Situación: Not applicable\nCasado: Not applicable\nEstancia: Not applicable',
    );
  });
});

describe('referral message (SPEC §3)', () => {
  it.each([
    [{ nombre: 'Ana María', phone: '9155550142' }, 'Referido de: Ana María Teléfono: 9155550142'],
    [
      { nombre: '<b>José</b> 🎉', phone: '(915) 555-0142' },
      'Referido de: bJoséb Teléfono: 915 5550142',
    ],
    [{ nombre: 'Ñandú: Peña', phone: '915' }, 'Referido de: Ñandú Peña Teléfono: 915'],
    [{ nombre: "O'Neil-Smith", phone: '915' }, "Referido de: O'Neil-Smith Teléfono: 915"],
  ])('When the referrer is %p, then the message is %p', (referrer, expected) => {
    expect(composeReferralMessage(referrer)).toBe(expected);
  });
});

describe('normalizeLead', () => {
  it('When a footer lead is normalized, then texts are sanitized (the message keeps its punctuation, the name its apostrophe and hyphen), e-mail trimmed and the source appended', () => {
    const normalized = normalizeLead(
      'footer-en',
      lead({
        nombre: " Ana <script>  María O'Neil-Smith ",
        email: ' ana@example.com ',
        mensaje: 'Hola!\n¿Cómo están? 😀',
      }),
      { source: 'google/cpc' },
    );
    expect(normalized).toEqual({
      variant: 'footer-en',
      locale: 'en',
      nombre: "Ana script María O'Neil-Smith",
      email: 'ana@example.com',
      phone: '9155550142',
      mensaje: 'Hola!\n¿Cómo están?',
      checkbox: true,
      consentVersion: CONSENT_VERSION,
      seccion: 'Footer Inglés - googlecpc',
      situacion: null,
      casado: null,
      estancia: null,
      fecha_hora: null,
      contactPreferences: NO_CONTACT_PREFERENCES,
    });
  });

  it('When the page supplies its own seccion, then it is used and sanitized part by part', () => {
    const normalized = normalizeLead(
      'visa-es',
      lead({ seccion: 'Visa VAWA Español', situacion: 'abuse-victim' }),
    );
    expect(normalized).toMatchObject({
      seccion: 'Visa VAWA Español',
      situacion: 'abuse-victim',
      locale: 'es',
    });
    expect(normalizeLead('visa-es', lead({ seccion: 'Visa <T> Español - fb!' })).seccion).toBe(
      'Visa T Español - fb',
    );
  });

  it('When there is no e-mail or message, then the e-mail is null and the message empty', () => {
    expect(normalizeLead('contact-es', lead())).toMatchObject({ email: null, mensaje: '' });
  });

  it('When a generic lead names an English seccion, then it is English; otherwise the default Spanish', () => {
    expect(normalizeLead('generic', lead({ seccion: 'Contacto Inglés' })).locale).toBe('en');
    expect(normalizeLead('generic', lead({ seccion: 'Youtube Landing' })).locale).toBe('es');
    expect(normalizeLead('generic', lead()).seccion).toBe('Footer Español');
  });

  it('When a parole lead is normalized, then its message is composed from its answers', () => {
    const normalized = normalizeLead(
      'parole-en',
      lead({
        casado: 'no',
        estancia: 'si',
        situacion: 'spouse',
        mensaje: 'ignored',
        fecha_hora: '1/2/2026, 10:00:00 AM',
      }),
      { source: 'tiktok' },
    );
    expect(normalized).toMatchObject({
      locale: 'en',
      seccion: 'Landing Parole Inglés - tiktok',
      mensaje:
        'Situación: Through my U.S. citizen or permanent resident spouse\nCasado: No\nEstancia: Yes',
      situacion: 'spouse',
      casado: 'no',
      estancia: 'si',
      fecha_hora: '1/2/2026, 10:00:00 AM',
    });
  });

  it('When a parole visitor qualifies but a situation was chosen before, then it is dropped', () => {
    const normalized = normalizeLead(
      'parole-es',
      lead({ casado: 'yes', estancia: 'si', situacion: 'spouse' }),
    );
    expect(normalized.situacion).toBeNull();
    expect(normalized.mensaje).toBe('Situación: No aplica\nCasado: Sí\nEstancia: Sí');
  });
});
