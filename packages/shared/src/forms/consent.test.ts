import { CONSENT_PREVIEW } from '../constants';
import {
  CONSENT_ELLIPSIS,
  CONSENT_LINKS,
  CONSENT_TEXT,
  CONSENT_VERSION,
  consentPreview,
} from './consent';

describe('consent text', () => {
  it.each([
    [
      'en',
      [
        'Herrera Immigration Law',
        'text messages',
        'prerecorded',
        'e-mail',
        'not a condition',
        'rates may apply',
        'STOP',
        'Terms and Conditions',
        'Privacy Policy',
      ],
    ],
    [
      'es',
      [
        'Herrera Abogados de Inmigración',
        'mensajes de texto',
        'pregrabada',
        'correo electrónico',
        'no es una condición',
        'tarifas',
        'STOP',
        'Términos y Condiciones',
        'Política de Privacidad',
      ],
    ],
  ] as const)('When reading the %s consent, then it states every TCPA element', (locale, parts) => {
    for (const part of parts) expect(CONSENT_TEXT[locale]).toContain(part);
  });

  it('When reading the consent, then it names the link labels it contains and a version', () => {
    for (const link of CONSENT_LINKS) {
      expect(CONSENT_TEXT.en).toContain(link.label.en);
      expect(CONSENT_TEXT.es).toContain(link.label.es);
    }
    expect(CONSENT_LINKS.map((l) => l.id)).toEqual(['terms', 'privacy']);
    expect(CONSENT_VERSION).toMatch(/^\d{4}-\d{2}$/);
  });

  it.each(
    (['en', 'es'] as const).flatMap((locale) =>
      (Object.keys(CONSENT_PREVIEW) as (keyof typeof CONSENT_PREVIEW)[]).map(
        (kind) => [locale, kind] as const,
      ),
    ),
  )(
    'When previewing the %s consent for a %s form, then it is cut to its length plus an ellipsis',
    (locale, kind) => {
      const preview = consentPreview(locale, kind);
      expect(preview.endsWith(CONSENT_ELLIPSIS)).toBe(true);
      const body = preview.slice(0, -CONSENT_ELLIPSIS.length);
      expect(body.length).toBeLessThanOrEqual(CONSENT_PREVIEW[kind]);
      expect(CONSENT_TEXT[locale].startsWith(body)).toBe(true);
      expect(body.length).toBeGreaterThan(CONSENT_PREVIEW[kind] - 2);
    },
  );
});
