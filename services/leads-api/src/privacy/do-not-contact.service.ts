import { phoneKey } from '@firm/shared/forms/phone-key';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import {
  closesEveryChannel,
  DO_NOT_CONTACT_REASON_MAX,
  emailKey,
  type TDoNotContactOutcome,
  type TDoNotContactSource,
} from '@firm/shared/leads/do-not-contact';
import { AppError } from '@firm/shared/server/app-error';
import { withTransaction, type Pool, type TQueryable } from '@firm/shared/server/db';
import { checkedLeadId, leadNotFound } from '../inbox/lead-id';
import { fieldError, looksLikeEmail, throwInvalid, type TFieldError } from '../staff/staff-input';
import {
  insertEntries,
  liftLeads,
  lockLeadContact,
  markLeads,
  type TContactKeys,
} from './do-not-contact.repository';
import { leadContactHashList } from '@firm/shared/server/privacy/contact-hash';
import { insertPrivacyAudit } from './privacy-audit.repository';

/** The fewest digits a phone on the list may have (a shorter one would match strangers). */
const MIN_PHONE_DIGITS = 7;

/**
 * What the do-not-contact changes need: the database, and the secret of the keyed hashes (a lift also
 * lifts an erased person's entries, kept by hash). @defaultValue no secret: plain entries only
 */
export type TDoNotContactDeps = { pool: Pool; privacyHashSecret?: string };

/** Who asks for a change, in which language, and why. */
export type TDoNotContactChange = { actorId: number; reason: string; locale: TLocale };

function reasonProblem(locale: TLocale, reason: string): TFieldError | null {
  if (!reason) return fieldError(locale, 'reason', 'staff.dncReasonRequired');
  if (reason.length > DO_NOT_CONTACT_REASON_MAX)
    return fieldError(locale, 'reason', 'staff.dncReasonTooLong', {
      max: DO_NOT_CONTACT_REASON_MAX,
    });
  return null;
}

function checkedReason(locale: TLocale, reason: string): string {
  const trimmed = reason.trim();
  const problem = reasonProblem(locale, trimmed);
  if (problem) throwInvalid([problem]);
  return trimmed;
}

/** The keys of a lead's phone and e-mail ('' phone key when it holds no digit: it matches nothing). */
function keysOf(lead: { phone: string; email: string | null }): TContactKeys {
  const phone = phoneKey(lead.phone);
  const email = lead.email ? emailKey(lead.email) : '';
  return { phoneKey: phone || null, emailKey: email || null };
}

async function markKeys(
  db: TQueryable,
  keys: TContactKeys,
  mark: { reason: string; actorId: number; source: TDoNotContactSource; leadId?: number },
): Promise<TDoNotContactOutcome> {
  const listed = await insertEntries(db, { ...keys, ...mark });
  const { marked, repeated } = await markLeads(db, {
    ...keys,
    reason: mark.reason,
    actorId: mark.actorId,
    closesEveryChannel: closesEveryChannel(mark.reason),
  });
  // every mark is audited (ids and counts, never the contact): a repeated one says so
  await insertPrivacyAudit(db, {
    actorId: mark.actorId,
    action: mark.leadId === undefined ? 'contact.do_not_contact' : 'lead.do_not_contact',
    leadId: mark.leadId ?? null,
    detail: {
      source: mark.source,
      newlyListed: listed,
      leadIds: marked,
      repeatedLeadIds: repeated,
      repeated: listed === 0 && marked.length === 0,
    },
  });
  return { leadIds: marked, repeatedLeadIds: repeated, ...keys };
}

/**
 * Marks a phone and/or e-mail "do not contact" (an admin, from a call, an e-mail or a privacy request):
 * every lead with either is marked now, and every lead stored later from either takes the mark.
 * @throws AppError validation (422) for no contact, a phone with too few digits, a malformed e-mail or
 *   no reason, in the member's language
 */
export async function markContact(
  deps: TDoNotContactDeps,
  change: TDoNotContactChange & { phone: string; email: string; source?: 'staff' | 'request' },
): Promise<TDoNotContactOutcome> {
  const { locale } = change;
  const errors: TFieldError[] = [];
  const phoneGiven = change.phone.trim() !== '';
  const phone = phoneGiven ? phoneKey(change.phone) : '';
  const email = emailKey(change.email);
  if (!phoneGiven && !email) errors.push(fieldError(locale, 'phone', 'staff.dncContactRequired'));
  if (phoneGiven && phone.length < MIN_PHONE_DIGITS)
    errors.push(fieldError(locale, 'phone', 'staff.dncPhoneInvalid'));
  if (email && !looksLikeEmail(email))
    errors.push(fieldError(locale, 'email', 'staff.dncEmailInvalid'));
  const reasonError = reasonProblem(locale, change.reason.trim());
  if (reasonError) errors.push(reasonError);
  if (errors.length) throwInvalid(errors);
  return withTransaction(deps.pool, (client) =>
    markKeys(
      client,
      { phoneKey: phone || null, emailKey: email || null },
      { reason: change.reason.trim(), actorId: change.actorId, source: change.source ?? 'staff' },
    ),
  );
}

/** A mark from a lead's page: what it reached, and whether the lead was marked already. */
export type TLeadMarkOutcome = TDoNotContactOutcome & { alreadyMarked: boolean };

/**
 * Marks a lead "do not contact" from its page (any intake member): the lead, every lead with its phone
 * or e-mail, and every lead stored later from either. A lead marked already (a page opened before
 * someone else marked it, a form sent twice) keeps its first mark, and the repeat is recorded like the
 * privacy API's: on the timelines and in the audit (a STOP reply only closes texts: marking such a lead
 * closes every channel, and is no repeat).
 * @throws AppError 404 for no such lead; 422 without a reason
 */
export async function markLead(
  deps: TDoNotContactDeps,
  change: TDoNotContactChange & { leadId: number },
): Promise<TLeadMarkOutcome> {
  const id = checkedLeadId(change.leadId, change.locale);
  const reason = checkedReason(change.locale, change.reason);
  return withTransaction(deps.pool, async (client) => {
    const lead = await lockLeadContact(client, id);
    if (!lead) leadNotFound(change.locale);
    const outcome = await markKeys(client, keysOf(lead), {
      reason,
      actorId: change.actorId,
      source: 'staff',
      leadId: id,
    });
    return { ...outcome, alreadyMarked: closesEveryChannel(lead.do_not_contact_reason) };
  });
}

/**
 * Lifts "do not contact" from a lead, its phone and its e-mail (admins only: the person said they may be
 * contacted again, and the reason says how); a lead another standing entry covers stays marked.
 * @throws AppError 404 for no such lead; 409 when it is not marked; 422 without a reason
 */
export async function liftLead(
  deps: TDoNotContactDeps,
  change: TDoNotContactChange & { leadId: number },
): Promise<TDoNotContactOutcome> {
  const id = checkedLeadId(change.leadId, change.locale);
  const reason = checkedReason(change.locale, change.reason);
  return withTransaction(deps.pool, async (client) => {
    const lead = await lockLeadContact(client, id);
    if (!lead) leadNotFound(change.locale);
    if (lead.do_not_contact_at === null)
      throw new AppError('conflict', t(change.locale, 'staff.dncNotMarked'));
    const keys = keysOf(lead);
    const contactHashes = deps.privacyHashSecret
      ? leadContactHashList(deps.privacyHashSecret, lead)
      : [];
    const leadIds = await liftLeads(client, {
      ...keys,
      reason,
      actorId: change.actorId,
      contactHashes,
    });
    await insertPrivacyAudit(client, {
      actorId: change.actorId,
      action: 'lead.do_not_contact_lifted',
      leadId: id,
      detail: { leadIds },
    });
    return { leadIds, ...keys };
  });
}
