import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { phoneKey } from '@firm/shared/forms/phone-key';
import {
  addDays,
  PRIVACY_EXTENSION_MAX_DAYS,
  PRIVACY_TEXT_MAX,
  privacyDueOn,
  privacyUrgency,
  ZPrivacyRequestCreateSchema,
  ZPrivacyRequestUpdateSchema,
  type TPrivacyLeadMatch,
  type TPrivacyRequestList,
  type TPrivacyRequestView,
} from '@firm/shared/privacy/privacy-requests';
import { AppError } from '@firm/shared/server/app-error';
import type { TClock } from '@firm/shared/server/clock';
import { withTransaction, type Pool, type TQueryable } from '@firm/shared/server/db';
import { firmDay } from '@firm/shared/staff/firm-time';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import { actorOf } from '../timeline/timeline.service';
import { insertPrivacyAudit, listRequestAudit } from './privacy-audit.repository';
import { parseOrRefuse, postedStrings, type TFieldMessages } from './privacy-input';
import {
  existingLeadIds,
  findRequest,
  insertRequest,
  linkLeads,
  listClosedRequests,
  listLinkedLeads,
  listOpenRequests,
  searchLeads,
  updateRequest,
  type TPrivacyRequestRow,
  type TRequestChange,
} from './privacy-requests.repository';

/** What the privacy requests use. */
export type TPrivacyRequestsDeps = { pool: Pool; clock: TClock };

const FIELD_MESSAGES: TFieldMessages = {
  kind: ['privacy.kindInvalid'],
  receivedOn: ['privacy.receivedOnInvalid'],
  channel: ['privacy.channelInvalid'],
  requester: ['privacy.requesterInvalid', { max: PRIVACY_TEXT_MAX.requester }],
  identityCheck: ['privacy.textTooLong', { max: PRIVACY_TEXT_MAX.identityCheck }],
  note: ['privacy.textTooLong', { max: PRIVACY_TEXT_MAX.note }],
  outcome: ['privacy.textTooLong', { max: PRIVACY_TEXT_MAX.outcome }],
  extensionReason: ['privacy.textTooLong', { max: PRIVACY_TEXT_MAX.extensionReason }],
  extendTo: ['privacy.fieldInvalid'],
  status: ['privacy.statusInvalid'],
  leadIds: ['privacy.leadIdsInvalid'],
  addLeadIds: ['privacy.leadIdsInvalid'],
};

const CREATE_FIELDS = [
  'kind',
  'receivedOn',
  'channel',
  'requester',
  'identityCheck',
  'note',
  'leadIds',
] as const;
const UPDATE_FIELDS = [
  'identityCheck',
  'note',
  'outcome',
  'status',
  'extendTo',
  'extensionReason',
  'addLeadIds',
] as const;
// a form sends every field of the form: empty ones of these mean "not this time"
const OPTIONAL_WHEN_EMPTY = new Set(['status', 'extendTo', 'extensionReason', 'addLeadIds']);

/** The firm's calendar day now. */
export function firmToday(clock: TClock): string {
  return firmDay(new Date(clock.now()).toISOString());
}

function notFound(locale: TLocale): never {
  throw new AppError('not_found', t(locale, 'privacy.requestNotFound'));
}

/** Requests as the staff see them, with their leads and audited steps. */
async function views(
  db: TQueryable,
  rows: TPrivacyRequestRow[],
  today: string,
): Promise<TPrivacyRequestView[]> {
  const ids = rows.map((row) => row.id);
  const [leads, audit] = await Promise.all([listLinkedLeads(db, ids), listRequestAudit(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    receivedOn: row.received_on,
    channel: row.channel,
    requester: row.requester,
    identityCheck: row.identity_check,
    dueOn: row.due_on,
    extendedTo: row.extended_to,
    extensionReason: row.extension_reason,
    currentDueOn: row.current_due_on,
    status: row.status,
    outcome: row.outcome,
    note: row.note,
    createdBy: actorOf(row),
    createdAt: row.created_at.toISOString(),
    closedAt: row.closed_at?.toISOString() ?? null,
    urgency: row.closed_at ? null : privacyUrgency(row.current_due_on, today),
    leads: leads
      .filter((lead) => lead.request_id === row.id)
      .map((lead) => ({
        leadId: lead.lead_id,
        name: lead.name,
        receivedAt: lead.received_at?.toISOString() ?? null,
        linkedAt: lead.linked_at.toISOString(),
      })),
    audit: audit
      .filter((entry) => entry.request_id === row.id)
      .map((entry) => ({
        id: entry.id,
        action: entry.action,
        actor: actorOf(entry),
        leadId: entry.lead_id,
        detail: entry.detail,
        at: entry.at.toISOString(),
      })),
  }));
}

/** The open requests by due date (overdue first), and the latest closed ones. */
export async function privacyRequestList(deps: TPrivacyRequestsDeps): Promise<TPrivacyRequestList> {
  const today = firmToday(deps.clock);
  const [open, closed] = await Promise.all([
    listOpenRequests(deps.pool),
    listClosedRequests(deps.pool),
  ]);
  return {
    today,
    open: await views(deps.pool, open, today),
    closed: await views(deps.pool, closed, today),
  };
}

/** One request as the staff see it. */
async function requestView(deps: TPrivacyRequestsDeps, id: number): Promise<TPrivacyRequestView> {
  const row = await findRequest(deps.pool, id);
  return (await views(deps.pool, row ? [row] : [], firmToday(deps.clock)))[0]!;
}

/** Links leads after checking each exists; audited one step per lead. */
async function linkChecked(
  db: TQueryable,
  change: { requestId: number; leadIds: number[]; actorId: number; locale: TLocale },
): Promise<void> {
  const wanted = [...new Set(change.leadIds)];
  const found = new Set(await existingLeadIds(db, wanted));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined)
    throwBadRequest([fieldError(change.locale, 'leadIds', 'privacy.leadMissing', { id: missing })]);
  for (const leadId of await linkLeads(db, change.requestId, wanted, change.actorId))
    await insertPrivacyAudit(db, {
      actorId: change.actorId,
      action: 'request.lead_linked',
      requestId: change.requestId,
      leadId,
    });
}

/**
 * Logs a request: due 45 days after the day received; its leads linked; audited.
 * @throws AppError bad_request (400) naming each bad field in the member's language
 */
export async function createPrivacyRequest(
  deps: TPrivacyRequestsDeps,
  input: { actorId: number; body: unknown; locale: TLocale },
): Promise<TPrivacyRequestView> {
  const { locale, actorId } = input;
  const fields = parseOrRefuse(
    ZPrivacyRequestCreateSchema,
    postedStrings(input.body, CREATE_FIELDS),
    locale,
    FIELD_MESSAGES,
  );
  if (fields.receivedOn > firmToday(deps.clock))
    throwBadRequest([fieldError(locale, 'receivedOn', 'privacy.receivedOnFuture')]);
  const dueOn = privacyDueOn(fields.receivedOn);
  const id = await withTransaction(deps.pool, async (client) => {
    const requestId = await insertRequest(client, { ...fields, dueOn, actorId });
    await insertPrivacyAudit(client, {
      actorId,
      action: 'request.created',
      requestId,
      detail: { kind: fields.kind, receivedOn: fields.receivedOn, dueOn, channel: fields.channel },
    });
    await linkChecked(client, { requestId, leadIds: fields.leadIds, actorId, locale });
    return requestId;
  });
  return requestView(deps, id);
}

/** The checked change of a request's extension, or nothing. */
function extensionChange(
  row: TPrivacyRequestRow,
  fields: { extendTo?: string; extensionReason?: string },
  locale: TLocale,
): TRequestChange {
  if (fields.extendTo === undefined) return {};
  if (row.extended_to !== null)
    throw new AppError('conflict', t(locale, 'privacy.extendedAlready'), {
      errors: [fieldError(locale, 'extendTo', 'privacy.extendedAlready')],
    });
  const max = addDays(row.due_on, PRIVACY_EXTENSION_MAX_DAYS);
  if (!(fields.extendTo > row.due_on && fields.extendTo <= max))
    throwBadRequest([
      fieldError(locale, 'extendTo', 'privacy.extendToInvalid', { due: row.due_on, max }),
    ]);
  if (!fields.extensionReason)
    throwBadRequest([fieldError(locale, 'extensionReason', 'privacy.extensionReasonRequired')]);
  return {
    extended_to: fields.extendTo,
    extension_reason: fields.extensionReason,
    status: 'extended',
  };
}

/**
 * Changes a request: its identity check, note, outcome, status (done or refused closes it, with an
 * outcome), the one extension (a later due date within 45 more days, with a reason), more leads.
 * Every step audited (what changed, never the texts).
 * @throws AppError 404 unknown request · 409 closed, or extended a second time · 400 bad fields
 */
export async function updatePrivacyRequest(
  deps: TPrivacyRequestsDeps,
  input: { actorId: number; id: number; body: unknown; locale: TLocale },
): Promise<TPrivacyRequestView> {
  const { locale, actorId, id } = input;
  if (!Number.isSafeInteger(id) || id < 1) notFound(locale);
  const posted = postedStrings(input.body, UPDATE_FIELDS);
  for (const name of OPTIONAL_WHEN_EMPTY) if (posted[name] === '') delete posted[name];
  const fields = parseOrRefuse(ZPrivacyRequestUpdateSchema, posted, locale, FIELD_MESSAGES);
  await withTransaction(deps.pool, async (client) => {
    const row = await findRequest(client, id, true);
    if (!row) notFound(locale);
    if (row.closed_at) throw new AppError('conflict', t(locale, 'privacy.closed'));
    const change: TRequestChange = { ...extensionChange(row, fields, locale) };
    if (fields.identityCheck !== undefined && fields.identityCheck !== row.identity_check)
      change.identity_check = fields.identityCheck;
    if (fields.note !== undefined && fields.note !== row.note) change.note = fields.note;
    if (fields.outcome !== undefined && fields.outcome !== row.outcome)
      change.outcome = fields.outcome;
    if (fields.status === 'done' || fields.status === 'refused') {
      if (!(fields.outcome ?? row.outcome))
        throwBadRequest([fieldError(locale, 'outcome', 'privacy.outcomeRequired')]);
      change.status = fields.status;
      change.closed_at = new Date(deps.clock.now());
    }
    await updateRequest(client, id, change);
    const changed = Object.keys(change).filter((key) => key !== 'closed_at');
    if (changed.length) {
      const action = change.closed_at
        ? 'request.closed'
        : change.extended_to
          ? 'request.extended'
          : 'request.updated';
      await insertPrivacyAudit(client, {
        actorId,
        action,
        requestId: id,
        detail: {
          fields: changed,
          ...(change.status ? { statusFrom: row.status, statusTo: change.status } : {}),
          ...(change.extended_to ? { dueFrom: row.due_on, dueTo: change.extended_to } : {}),
        },
      });
    }
    if (fields.addLeadIds?.length)
      await linkChecked(client, { requestId: id, leadIds: fields.addLeadIds, actorId, locale });
  });
  return requestView(deps, id);
}

/**
 * Leads to link to a request: by phone (7 digits or more: the end of its last ten) or e-mail (exact,
 * any case). The search is audited (it reveals people's data), with what kind of key, not the key.
 * @throws AppError bad_request (400) for a query that is neither
 */
export async function searchPrivacyLeads(
  deps: TPrivacyRequestsDeps,
  input: { actorId: number; query: string; locale: TLocale },
): Promise<TPrivacyLeadMatch[]> {
  const query = input.query.trim();
  const isEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query);
  const digits = phoneKey(query);
  if (!isEmail && digits.length < 7)
    throwBadRequest([fieldError(input.locale, 'q', 'privacy.searchTooShort')]);
  const rows = await searchLeads(deps.pool, {
    phoneKey: isEmail ? null : digits,
    email: isEmail ? query.toLowerCase() : null,
  });
  await insertPrivacyAudit(deps.pool, {
    actorId: input.actorId,
    action: 'lead.searched',
    detail: { by: isEmail ? 'email' : 'phone', found: rows.length },
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    formVariant: row.form_variant,
    receivedAt: row.received_at.toISOString(),
  }));
}
