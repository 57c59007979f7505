import { AppError } from '@firm/shared/server/app-error';
import { validateLeadFields } from './cached-schemas';
import { normalizeLead } from '@firm/shared/forms/compose';
import { acknowledgmentDue } from '@firm/shared/leads/auto-message';
import { textAcknowledgmentDue } from '@firm/shared/sms/text-acknowledgment';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import type { TRequestMeta } from '../http/request-meta';
import { buildLeadRecord, idempotencyKeyOf } from './build-lead-record';
import type { TLeadRecord } from './lead-record';
import type { TLeadAnnouncements } from './leads.repository';
import type { TResolvedForm } from './resolve-form';
import { leadsAccepted, leadsRefused } from '../metrics/leads-metrics';
import { isHoneypotFilled, spamLead } from './spam-lead';

/** Dependencies of the lead service. */
export type TLeadsServiceDeps = {
  /** Stores a lead with its outbox row; resolves with its id after COMMIT, null for a reused idempotency key. */
  writeLead: (record: TLeadRecord, announce?: TLeadAnnouncements) => Promise<number | null>;
  /** Called after a lead and its outbox row are committed (wakes the relay). */
  onAccepted: () => void;
  /** Texts are configured: a lead who may be texted gets the acknowledgment by text. @defaultValue false */
  textsOn?: boolean;
};

/** One web form submission. */
export type TLeadSubmission = {
  fields: Record<string, string>;
  form: TResolvedForm;
  meta: TRequestMeta;
};

/** What happened to a submission that was answered `success`. */
export type TLeadOutcome = 'accepted' | 'duplicate' | 'spam';

/** The 422 of a failed validation: the first failing check's message and every error in check order. */
export function validationError(errors: TFieldError[]): AppError {
  return new AppError('validation', errors[0]?.message ?? 'Invalid input', { errors });
}

const CHECKED = new Set(['true', 'on', '1']);

/**
 * Validates a lead with the shared schema of its variant (messages in its language), sanitizes
 * it with the shared composition, and stores it with its outbox rows in one transaction (the
 * acknowledgment e-mail's too when the lead may get one). A
 * filled honeypot is stored flagged spam and reported as success; a reused idempotency key
 * stores nothing new.
 * @throws AppError validation (422) with `errors`
 */
export async function submitLead(
  deps: TLeadsServiceDeps,
  submission: TLeadSubmission,
): Promise<TLeadOutcome> {
  const { fields, form, meta } = submission;
  const idempotencyKey = idempotencyKeyOf(fields.idempotency_key);
  const context = { origin: 'web' as const, locale: form.locale, meta, idempotencyKey };

  if (isHoneypotFilled(fields)) {
    const record = buildLeadRecord(spamLead(fields, form.variant, form.locale), {
      ...context,
      isSpam: true,
      consentGiven: CHECKED.has((fields.checkbox ?? '').toLowerCase()),
    });
    await deps.writeLead(record);
    leadsRefused.inc({ reason: 'spam' });
    return 'spam';
  }

  const result = validateLeadFields(form.variant, fields, form.locale);
  if (!result.ok) {
    leadsRefused.inc({ reason: 'validation' });
    throw validationError(result.errors);
  }
  const lead = normalizeLead(form.variant, result.data, { source: meta.source });
  const record = buildLeadRecord(lead, context);
  const facts = { ...record, do_not_contact_at: null };
  const id = await deps.writeLead(record, {
    acknowledge: acknowledgmentDue(facts),
    acknowledgeByText: Boolean(deps.textsOn) && textAcknowledgmentDue(facts),
  });
  if (id === null) return 'duplicate';
  leadsAccepted.inc({ form: form.variant });
  deps.onAccepted();
  return 'accepted';
}
