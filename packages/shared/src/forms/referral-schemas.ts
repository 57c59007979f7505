/**
 * The referrals form (SPEC §3/§4/§5): the referrer's own name and phone, the consent, and one or more
 * referrals (name and phone pairs). Each referral becomes a lead of its own, whose message names the
 * referrer. The form is Spanish only.
 */
import { NO_CONTACT_PREFERENCES } from '../leads/contact-preferences';
import { z } from 'zod';
import { PHONE_MAX_DIGITS_CAPPED, REFERRALS_MAX_PER_BATCH } from '../constants';
import type { TLocale } from '../i18n/locale';
import { t } from '../i18n/messages';
import { CONSENT_VERSION } from './consent';
import { composeReferralMessage } from './compose';
import type { TNormalizedLead } from './compose';
import { consentField, nameField, phoneField } from './field-schemas';
import type { TRawField } from './field-schemas';
import { phoneKey } from './phone-key';
import { digitsOnly, sanitizeName } from './sanitize';
import { SECCION, withSource } from './seccion';
import type { TValidationResult } from './validation-result';
import { runSchema } from './validation-result';

const LOCALE: TLocale = 'es';

/** One referral: a name and a phone. */
export type TReferral = { nombre: string; phone: string };

/** The raw values of one referral. */
export type TReferralInput = { nombre?: TRawField; phone?: TRawField };

/** A valid referral batch. */
export type TReferralBatch = {
  nombre: string;
  phone: string;
  referidos: TReferral[];
  checkbox: true;
};

/** The raw values of the referral form; `referidos` may also arrive as a JSON string (multipart). */
export type TReferralBatchInput = {
  nombre?: TRawField;
  phone?: TRawField;
  referidos?: unknown;
  checkbox?: TRawField;
};

/** The schema of one referral (checked when it is added to the list, and again in the batch). */
export function getReferralSchema(): z.ZodType<TReferral, TReferralInput> {
  const schema = z.object({
    nombre: nameField(LOCALE),
    phone: phoneField(LOCALE, PHONE_MAX_DIGITS_CAPPED),
  });
  return schema as unknown as z.ZodType<TReferral, TReferralInput>;
}

// A multipart body carries the list as one JSON field.
function readList(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return [];
  }
}

/** One phone twice in a batch (in any spelling) is refused: each referral is a call to a different person. */
function refuseRepeatedPhones(list: TReferral[], ctx: z.RefinementCtx): void {
  const seen = new Set<string>();
  list.forEach((referral, index) => {
    const key = phoneKey(referral.phone);
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'phone'],
        message: t(LOCALE, 'validation.referralRepeated'),
      });
    }
    seen.add(key);
  });
}

/**
 * The schema of the whole batch, in the form's check order: the referrer's name and phone, at least one
 * referral ('Por favor ingrese al menos un referido.'), each referral valid, then the consent.
 */
export function getReferralBatchSchema(): z.ZodType<TReferralBatch, TReferralBatchInput> {
  const list = z.preprocess(
    readList,
    z
      .array(getReferralSchema(), { error: t(LOCALE, 'validation.referrals') })
      .min(1, { error: t(LOCALE, 'validation.referrals') })
      .max(REFERRALS_MAX_PER_BATCH, {
        error: t(LOCALE, 'validation.tooManyReferrals', { max: REFERRALS_MAX_PER_BATCH }),
      })
      .superRefine(refuseRepeatedPhones),
  );
  return z.object({
    nombre: nameField(LOCALE),
    phone: phoneField(LOCALE, PHONE_MAX_DIGITS_CAPPED),
    referidos: list,
    checkbox: consentField(LOCALE),
  }) as unknown as z.ZodType<TReferralBatch, TReferralBatchInput>;
}

/**
 * Validates one referral before it is added to the list.
 * @param input - the name and phone inputs
 */
export function validateReferral(input: unknown): TValidationResult<TReferral> {
  return runSchema(getReferralSchema(), input);
}

/**
 * Validates a referral batch.
 * @param input - the raw form values
 * @returns the batch, or the failing checks in order (a referral's fields as 'referidos.0.phone')
 */
export function validateReferralBatch(input: unknown): TValidationResult<TReferralBatch> {
  return runSchema(getReferralBatchSchema(), input);
}

/**
 * The leads of a batch, one per referral: the referral's name and phone, the message
 * 'Referido de: {referrer} Teléfono: {referrer phone}', the 'Referidos' seccion with the source.
 * @param batch - a valid batch
 * @param options - the campaign source
 */
export function referralLeads(
  batch: TReferralBatch,
  options: { source?: string | null | undefined } = {},
): TNormalizedLead[] {
  const mensaje = composeReferralMessage(batch);
  const seccion = withSource(SECCION.referrals, options.source);
  return batch.referidos.map((referral) => ({
    variant: 'referrals',
    locale: LOCALE,
    nombre: sanitizeName(referral.nombre),
    email: null,
    phone: digitsOnly(referral.phone),
    mensaje,
    checkbox: true,
    consentVersion: CONSENT_VERSION,
    seccion,
    situacion: null,
    casado: null,
    estancia: null,
    fecha_hora: null,
    contactPreferences: NO_CONTACT_PREFERENCES,
  }));
}
