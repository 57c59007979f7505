/**
 * The consent text every lead form shows beside its checkbox: the visitor's prior express written consent
 * (TCPA) to be contacted by the firm. Bump CONSENT_VERSION whenever a text changes; leads store it.
 */
import type { TConsentPreviewKind } from '../constants';
import { CONSENT_PREVIEW } from '../constants';
import type { TLocale } from '../i18n/locale';
import type { TRouteId } from '../routes/route-map';

/**
 * Version of the consent texts below, stored with each lead. Leads that agreed to an earlier text keep
 * pointing at it: `consent_texts` keeps every text ever shown, by its SHA-256, with its version.
 * 2026-11: "para que se comuniquen conmigo" (was "para contactarme"), the National Do Not Call Registry
 * by its name.
 */
export const CONSENT_VERSION = '2026-11';

/** The firm's name as it appears in the consent, by language. */
const FIRM_NAME: Record<TLocale, string> = {
  en: 'Herrera Immigration Law',
  es: 'Herrera Abogados de Inmigración',
};

/** The full consent text by language. */
export const CONSENT_TEXT: Record<TLocale, string> = {
  en:
    `By checking this box and submitting this form, I give ${FIRM_NAME.en} and its staff my prior express ` +
    'written consent to contact me about my inquiry and its legal services by phone calls, text messages ' +
    '(SMS/MMS) and e-mail at the phone number and e-mail address I provided, including calls and texts made ' +
    'with an automatic telephone dialing system or an artificial or prerecorded voice, even if my number is on ' +
    'the National Do Not Call Registry or a state Do Not Call list. I understand that this consent is not a ' +
    'condition of hiring the firm or receiving any service, and that I may revoke it at any time. Message ' +
    'frequency varies; message and ' +
    'data rates may apply. Reply STOP to stop text messages or HELP for help. Submitting this form does not ' +
    'create an attorney-client relationship. I have read and accept the Terms and Conditions and the Privacy ' +
    'Policy.',
  es:
    `Al marcar esta casilla y enviar este formulario, doy a ${FIRM_NAME.es} y a su personal mi consentimiento ` +
    'previo, expreso y por escrito para que se comuniquen conmigo sobre mi consulta y sus servicios legales ' +
    'mediante llamadas telefónicas, mensajes de texto (SMS/MMS) y correo electrónico al número de teléfono y ' +
    'al correo que proporcioné, incluidas llamadas y mensajes realizados con un sistema de marcación ' +
    'automática o con voz artificial o pregrabada, aunque mi número esté en el Registro Nacional No Llame o ' +
    'en una lista estatal similar. Entiendo que este consentimiento no es una condición para contratar a la ' +
    'firma ni para recibir ningún servicio, y que puedo revocarlo en cualquier momento. La frecuencia de los ' +
    'mensajes varía; pueden aplicarse tarifas de mensajes y datos. Responda STOP para dejar de recibir ' +
    'mensajes de texto o HELP para obtener ayuda. Enviar este formulario no crea una relación ' +
    'abogado-cliente. He leído y acepto los Términos y Condiciones y la Política de Privacidad.',
};

/** The pages the consent names, linked from the text's last sentence, with their link labels. */
export const CONSENT_LINKS: readonly { id: TRouteId; label: Record<TLocale, string> }[] = [
  { id: 'terms', label: { en: 'Terms and Conditions', es: 'Términos y Condiciones' } },
  { id: 'privacy', label: { en: 'Privacy Policy', es: 'Política de Privacidad' } },
];

/** What a truncated consent text ends with. */
export const CONSENT_ELLIPSIS = '...';

/**
 * The consent text cut to a form kind's preview length (SPEC §9), followed by an ellipsis; the full text
 * shows after 'Show more'.
 * @param locale - the form's language
 * @param kind - footer (200), contact (250), short (100) or tiny (50)
 */
export function consentPreview(locale: TLocale, kind: TConsentPreviewKind): string {
  const text = CONSENT_TEXT[locale];
  const length = CONSENT_PREVIEW[kind];
  return text.length <= length ? text : text.slice(0, length).trimEnd() + CONSENT_ELLIPSIS;
}
