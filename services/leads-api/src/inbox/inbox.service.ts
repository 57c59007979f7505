import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import {
  INBOX_PAGE_SIZE,
  isLeadStatus,
  SPAM_STATUS,
  STATUS_NOTE_MAX_LENGTH,
  type TInboxFilter,
  type TInboxList,
  type TLeadDetail,
} from '@firm/shared/staff/inbox';
import { isIntakeDelivered, requestRedrive } from '@firm/shared/leads/redrive.repository';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import { fieldError, throwInvalid } from '../staff/staff-input';
import {
  changeStatus,
  findLeadDetail,
  findSamePhone,
  insertResend,
  listLeads,
  lockLead,
} from './inbox.repository';
import { listDeliveries, listResends, listStatusChanges } from '../timeline/timeline.repository';

/** What the inbox uses; `onOutbox` wakes the outbox relay after a commit that wrote a row. */
export type TInboxDeps = { pool: Pool; onOutbox: () => void };

/** One page of the filtered list, with what the pages need to link the others. */
export async function listInbox(
  deps: Pick<TInboxDeps, 'pool'>,
  filter: TInboxFilter,
): Promise<TInboxList> {
  const { rows, total } = await listLeads(deps.pool, filter);
  return {
    filter,
    total,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    leads: rows.map((row) => ({
      id: row.id,
      receivedAt: row.received_at.toISOString(),
      name: row.name,
      phone: row.phone,
      email: row.email,
      form: row.form_variant,
      seccion: row.section,
      source: row.source,
      origin: row.origin,
      status: row.status,
      duplicatePhone: row.duplicate_phone,
    })),
  };
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

function notFound(locale: TLocale): never {
  throw new AppError('not_found', t(locale, 'staff.leadNotFound'));
}

/**
 * Everything about one lead: every stored field, the consent record (text, version, time, address, user
 * agent), attribution, the referral batch, who typed it in, the leads with the same phone, the status
 * trail, and the delivery log with the re-sends asked for.
 */
export async function leadDetail(
  deps: Pick<TInboxDeps, 'pool'>,
  id: number,
  locale: TLocale,
): Promise<TLeadDetail> {
  if (!Number.isSafeInteger(id) || id < 1) notFound(locale);
  const row = await findLeadDetail(deps.pool, id);
  if (!row) notFound(locale);
  const [samePhone, changes, deliveries, resends] = await Promise.all([
    findSamePhone(deps.pool, id),
    listStatusChanges(deps.pool, id),
    listDeliveries(deps.pool, id),
    listResends(deps.pool, id),
  ]);
  const {
    consent_text,
    consent_locale,
    consent_sha256,
    consent_version,
    entered_by_name,
    entered_by_email,
    referral_batch,
    shown_status,
    idempotency_key: _key,
    ...fields
  } = row;
  return {
    lead: {
      ...fields,
      id: row.id as number,
      name: row.name as string,
      phone: row.phone as string,
      status: shown_status as string,
      received_at: iso(row.received_at),
    },
    consent: {
      given: row.consent,
      text: consent_text ?? null,
      locale: consent_locale ?? null,
      version: consent_version ?? null,
      sha256: consent_sha256 ?? null,
      at: iso(row.received_at),
      ip: row.ip ?? null,
      userAgent: row.user_agent ?? null,
    },
    attribution: row.attribution,
    referralBatch: referral_batch ?? null,
    enteredBy: entered_by_email ? { name: entered_by_name, email: entered_by_email } : null,
    samePhone: samePhone.map((other) => ({
      ...other,
      received_at: other.received_at.toISOString(),
    })),
    statusChanges: changes.reverse().map((change) => ({ ...change, at: change.at.toISOString() })),
    deliveries: deliveries.map((delivery) => ({
      ...delivery,
      sent_at: delivery.sent_at.toISOString(),
      resend: /-resend-\d+$/.test(delivery.subject_key),
    })),
    resends: resends.map((resend) => ({
      ...resend,
      requested_at: resend.requested_at.toISOString(),
    })),
  };
}

/** Moves a lead along the pipeline (spam / not spam included) and records who, when, from, to and why. */
export async function changeLeadStatus(
  deps: Pick<TInboxDeps, 'pool'>,
  input: { leadId: number; actorId: number; status: string; note: string; locale: TLocale },
) {
  const { locale } = input;
  const note = input.note.trim();
  if (!isLeadStatus(input.status))
    throwInvalid([fieldError(locale, 'status', 'staff.statusInvalid')]);
  if (note.length > STATUS_NOTE_MAX_LENGTH)
    throwInvalid([
      fieldError(locale, 'note', 'staff.noteTooLong', { max: STATUS_NOTE_MAX_LENGTH }),
    ]);
  if (!Number.isSafeInteger(input.leadId) || input.leadId < 1) notFound(locale);
  const change = await withTransaction(deps.pool, async (client) => {
    const lead = await lockLead(client, input.leadId);
    if (!lead) notFound(locale);
    if (lead.status === input.status)
      throwInvalid([fieldError(locale, 'status', 'staff.statusUnchanged')]);
    return changeStatus(client, {
      leadId: input.leadId,
      actorId: input.actorId,
      from: lead.status,
      to: input.status,
      note,
    });
  });
  return { ...change, at: change.at.toISOString() };
}

/**
 * Asks for a lead's notification again. When its intake e-mail was never delivered (dead-lettered,
 * say), this is a re-drive, the same path as `npm run leads:redrive`: the original e-mail goes out
 * once, not a second copy. Otherwise a `lead_resends` row and its outbox row in one transaction;
 * the worker sends the e-mail (and the webhooks) under the re-send's own delivery keys. The request
 * is recorded either way; a spam lead is refused.
 */
export async function resendLead(
  deps: TInboxDeps,
  input: { leadId: number; actorId: number; locale: TLocale },
): Promise<{ resendId: number; redriven: boolean }> {
  if (!Number.isSafeInteger(input.leadId) || input.leadId < 1) notFound(input.locale);
  const result = await withTransaction(deps.pool, async (client) => {
    const lead = await lockLead(client, input.leadId);
    if (!lead) notFound(input.locale);
    if (lead.is_spam || lead.status === SPAM_STATUS)
      throwInvalid([fieldError(input.locale, 'lead', 'staff.resendSpam')]);
    const id = await insertResend(client, input.leadId, input.actorId);
    if (!(await isIntakeDelivered(client, input.leadId))) {
      await requestRedrive(client, [input.leadId]);
      return { resendId: id, redriven: true };
    }
    await insertOutboxMessage(client, OUTBOX_EVENTS.leadResend, id);
    return { resendId: id, redriven: false };
  });
  if (!result.redriven) deps.onOutbox();
  return result;
}
