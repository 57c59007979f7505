import { NO_CONTACT_PREFERENCES } from '@firm/shared/leads/contact-preferences';
import { CONSENT_VERSION } from '@firm/shared/forms/consent';
import type { TNormalizedLead } from '@firm/shared/forms/compose';
import { FIELD_MAX_LENGTH, PHONE_MAX_DIGITS_ABSOLUTE } from '@firm/shared/constants';
import {
  digitsOnly,
  sanitizeEmail,
  sanitizeMessage,
  sanitizeName,
} from '@firm/shared/forms/sanitize';
import { sanitizeSeccion } from '@firm/shared/forms/seccion';
import type { TLeadVariantId } from '@firm/shared/forms/form-types';
import type { TLocale } from '@firm/shared/i18n/locale';

/** The honeypot field: hidden from people, filled in by bots. */
export const HONEYPOT_FIELD = 'website';

/** True when the honeypot was filled in. */
export function isHoneypotFilled(fields: Record<string, string>): boolean {
  return (fields[HONEYPOT_FIELD] ?? '').trim() !== '';
}

/**
 * A bot's submission, kept for review without validating it (a bot must get no signal): the
 * sanitizing rules of §5 and the length limits applied, nothing rejected.
 */
export function spamLead(
  fields: Record<string, string>,
  variant: TLeadVariantId,
  locale: TLocale,
): TNormalizedLead {
  const text = (name: string) => fields[name] ?? '';
  const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | null =>
    (allowed as readonly string[]).includes(value.trim().toLowerCase())
      ? (value.trim().toLowerCase() as T)
      : null;
  return {
    variant,
    locale,
    nombre: sanitizeName(text('nombre')).slice(0, FIELD_MAX_LENGTH.nombre),
    email: sanitizeEmail(text('email')).slice(0, FIELD_MAX_LENGTH.email) || null,
    phone: digitsOnly(text('phone'), PHONE_MAX_DIGITS_ABSOLUTE),
    mensaje: sanitizeMessage(text('mensaje')).slice(0, FIELD_MAX_LENGTH.mensaje),
    checkbox: true,
    consentVersion: CONSENT_VERSION,
    seccion: sanitizeSeccion(text('seccion')).slice(0, FIELD_MAX_LENGTH.seccion),
    situacion: null,
    casado: oneOf(text('casado'), ['yes', 'no'] as const),
    estancia: oneOf(text('estancia'), ['si', 'no'] as const),
    fecha_hora: text('fecha_hora').trim() || null,
    contactPreferences: NO_CONTACT_PREFERENCES,
  };
}
