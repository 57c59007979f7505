import type { TQueryable } from '@firm/shared/server/db';
import type {
  TPrivacyRequestChannel,
  TPrivacyRequestKind,
  TPrivacyRequestStatus,
} from '@firm/shared/privacy/privacy-requests';
import type { TActorColumns } from '../timeline/timeline.repository';

/** A row of `privacy_requests` with its creator; dates as `YYYY-MM-DD`. */
export type TPrivacyRequestRow = {
  id: number;
  kind: TPrivacyRequestKind;
  received_on: string;
  channel: TPrivacyRequestChannel;
  requester: string;
  identity_check: string;
  due_on: string;
  extended_to: string | null;
  extension_reason: string | null;
  current_due_on: string;
  status: TPrivacyRequestStatus;
  outcome: string;
  note: string;
  created_at: Date;
  closed_at: Date | null;
} & TActorColumns;

/** A lead linked to a request. */
export type TLinkedLeadRow = {
  request_id: number;
  lead_id: number | null;
  name: string | null;
  received_at: Date | null;
  linked_at: Date;
};

const SELECT = `SELECT r.id, r.kind, r.received_on::text, r.channel, r.requester, r.identity_check,
                       r.due_on::text, r.extended_to::text, r.extension_reason,
                       coalesce(r.extended_to, r.due_on)::text AS current_due_on, r.status,
                       r.outcome, r.note, r.created_at, r.closed_at,
                       s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
                  FROM privacy_requests r LEFT JOIN staff_accounts s ON s.id = r.created_by`;

/** Open requests, soonest due first (then the oldest logged). */
export async function listOpenRequests(db: TQueryable): Promise<TPrivacyRequestRow[]> {
  const { rows } = await db.query<TPrivacyRequestRow>(
    `${SELECT} WHERE r.closed_at IS NULL ORDER BY coalesce(r.extended_to, r.due_on), r.id`,
  );
  return rows;
}

/** The latest closed requests, newest first. */
export async function listClosedRequests(
  db: TQueryable,
  limit = 50,
): Promise<TPrivacyRequestRow[]> {
  const { rows } = await db.query<TPrivacyRequestRow>(
    `${SELECT} WHERE r.closed_at IS NOT NULL ORDER BY r.closed_at DESC, r.id DESC LIMIT $1`,
    [limit],
  );
  return rows;
}

/** One request (locked for a change with `forUpdate`). */
export async function findRequest(
  db: TQueryable,
  id: number,
  forUpdate = false,
): Promise<TPrivacyRequestRow | null> {
  const { rows } = await db.query<TPrivacyRequestRow>(
    `${SELECT} WHERE r.id = $1 ${forUpdate ? 'FOR UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Stores a new request; its first due date is `dueOn`. */
export async function insertRequest(
  db: TQueryable,
  fields: {
    kind: TPrivacyRequestKind;
    receivedOn: string;
    dueOn: string;
    channel: TPrivacyRequestChannel;
    requester: string;
    identityCheck: string;
    note: string;
    actorId: number;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO privacy_requests
       (kind, received_on, due_on, channel, requester, identity_check, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      fields.kind,
      fields.receivedOn,
      fields.dueOn,
      fields.channel,
      fields.requester,
      fields.identityCheck,
      fields.note,
      fields.actorId,
    ],
  );
  return rows[0]!.id;
}

/** The columns a change may set. */
export type TRequestChange = Partial<{
  identity_check: string;
  note: string;
  outcome: string;
  status: TPrivacyRequestStatus;
  extended_to: string;
  extension_reason: string;
  closed_at: Date;
}>;

/** Applies a checked change. */
export async function updateRequest(
  db: TQueryable,
  id: number,
  change: TRequestChange,
): Promise<void> {
  const entries = Object.entries(change);
  if (!entries.length) return;
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  await db.query(
    `UPDATE privacy_requests SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
    [id, ...entries.map(([, value]) => value)],
  );
}

/** The ids among `ids` that are leads. */
export async function existingLeadIds(db: TQueryable, ids: number[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM leads WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return rows.map((row) => row.id);
}

/** Links leads to a request (a lead already linked stays once); returns the ids newly linked. */
export async function linkLeads(
  db: TQueryable,
  requestId: number,
  leadIds: number[],
  actorId: number,
): Promise<number[]> {
  if (!leadIds.length) return [];
  const { rows } = await db.query<{ lead_id: number }>(
    `INSERT INTO privacy_request_leads (request_id, lead_id, linked_by)
     SELECT $1, unnest($2::bigint[]), $3
     ON CONFLICT (request_id, lead_id) DO NOTHING RETURNING lead_id`,
    [requestId, leadIds, actorId],
  );
  return rows.map((row) => row.lead_id);
}

/** The leads linked to these requests. */
export async function listLinkedLeads(
  db: TQueryable,
  requestIds: number[],
): Promise<TLinkedLeadRow[]> {
  if (!requestIds.length) return [];
  const { rows } = await db.query<TLinkedLeadRow>(
    `SELECT p.request_id, p.lead_id, l.name, l.received_at, p.linked_at
       FROM privacy_request_leads p LEFT JOIN leads l ON l.id = p.lead_id
      WHERE p.request_id = ANY($1::bigint[]) ORDER BY p.id`,
    [requestIds],
  );
  return rows;
}

/** A lead found to link. */
export type TLeadMatchRow = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  form_variant: string;
  received_at: Date;
};

/** Leads whose phone key (last ten digits) or e-mail (any case) matches, newest first. */
export async function searchLeads(
  db: TQueryable,
  query: { phoneKey: string | null; email: string | null },
  limit = 25,
): Promise<TLeadMatchRow[]> {
  const { rows } = await db.query<TLeadMatchRow>(
    `SELECT id, name, phone, email, form_variant, received_at FROM leads
      WHERE ($1::text IS NOT NULL AND lead_phone_key(phone) LIKE '%' || $1)
         OR ($2::text IS NOT NULL AND lower(email) = $2)
      ORDER BY received_at DESC, id DESC LIMIT $3`,
    [query.phoneKey, query.email, limit],
  );
  return rows;
}
