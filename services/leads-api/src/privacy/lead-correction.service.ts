import type { z } from 'zod';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { PHONE_MAX_DIGITS_ABSOLUTE } from '@firm/shared/constants';
import {
  emailField,
  nameField,
  optionalTextField,
  phoneField,
} from '@firm/shared/forms/field-schemas';
import { sanitizeMessage, sanitizeName } from '@firm/shared/forms/sanitize';
import {
  CORRECTABLE_FIELDS,
  CORRECTION_REASON_MAX,
  ZLeadCorrectionSchema,
  type TCorrectableField,
  type TCorrectionChange,
  type TLeadCorrectionResult,
} from '@firm/shared/privacy/lead-correction';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { fieldError, throwBadRequest, type TFieldError } from '../staff/staff-input';
import { insertPrivacyAudit } from './privacy-audit.repository';
import { parseOrRefuse, postedStrings } from './privacy-input';
import { applyCorrection, lockCorrectable, requestExists } from './lead-correction.repository';

/** What a correction uses. */
export type TLeadCorrectionDeps = { pool: Pool };

/** Each field's check (the site's own form rules) and how it is stored. */
function fieldSchemas(locale: TLocale): Record<TCorrectableField, z.ZodType<string | undefined>> {
  return {
    name: nameField(locale).transform(sanitizeName),
    email: emailField(locale),
    phone: phoneField(locale, PHONE_MAX_DIGITS_ABSOLUTE),
    message: optionalTextField(locale, 'mensaje').transform((text) =>
      text === undefined ? undefined : sanitizeMessage(text) || undefined,
    ),
  };
}

/** The new values posted, checked; each bad one a field error in the member's language. */
function checkedValues(
  fields: Partial<Record<TCorrectableField, string>>,
  locale: TLocale,
): Map<TCorrectableField, string | null> {
  const schemas = fieldSchemas(locale);
  const values = new Map<TCorrectableField, string | null>();
  const errors: TFieldError[] = [];
  for (const field of CORRECTABLE_FIELDS) {
    const raw = fields[field];
    if (raw === undefined) continue;
    const result = schemas[field].safeParse(raw);
    if (result.success) values.set(field, result.data ?? null);
    else errors.push({ field, message: result.error.issues[0]?.message ?? '' });
  }
  if (errors.length) throwBadRequest(errors);
  return values;
}

/**
 * Corrects a lead's name, e-mail, phone or message (the fields given), with a reason: each field that
 * differs is written with a correction row (before, after) on the lead's timeline; the consent record
 * is never touched. Audited with the fields' names (not their values).
 * @throws AppError 404 unknown lead · 400 a bad value or no reason, in the member's language
 */
export async function correctLead(
  deps: TLeadCorrectionDeps,
  input: { actorId: number; leadId: number; body: unknown; locale: TLocale },
): Promise<TLeadCorrectionResult> {
  const { locale, actorId } = input;
  const id = checkedLeadId(input.leadId, locale);
  const parsed = parseOrRefuse(
    ZLeadCorrectionSchema,
    postedStrings(input.body, [...CORRECTABLE_FIELDS, 'reason', 'requestId']),
    locale,
    {
      reason: ['privacy.reasonRequired', { max: CORRECTION_REASON_MAX }],
      requestId: ['privacy.requestNotFound'],
    },
  );
  const values = checkedValues(parsed, locale);
  const requestId = parsed.requestId ? Number(parsed.requestId) : null;
  return withTransaction(deps.pool, async (client) => {
    const current = await lockCorrectable(client, id);
    if (!current) leadNotFound(locale);
    if (requestId !== null && !(await requestExists(client, requestId)))
      throw new AppError('bad_request', t(locale, 'privacy.requestNotFound'), {
        errors: [fieldError(locale, 'requestId', 'privacy.requestNotFound')],
      });
    const changes: TCorrectionChange[] = [];
    for (const [field, after] of values) {
      const before = current[field];
      if (before === after) continue;
      await applyCorrection(client, {
        leadId: id,
        actorId,
        field,
        before,
        after,
        reason: parsed.reason,
        requestId,
      });
      changes.push({ field, before, after });
    }
    if (!changes.length) throwBadRequest([fieldError(locale, 'name', 'privacy.nothingToCorrect')]);
    await insertPrivacyAudit(client, {
      actorId,
      action: 'lead.corrected',
      leadId: id,
      requestId,
      detail: { fields: changes.map((change) => change.field) },
    });
    return { changes };
  });
}
