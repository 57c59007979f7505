import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import type { Pool, PoolClient } from '@firm/shared/server/db';
import type { TInboxFilter } from '@firm/shared/staff/inbox';
import type { TStatusChangeRow } from '../timeline/timeline.repository';
import { leadFilterSql, SHOWN_STATUS } from './lead-filter-sql';

type TQueryable = Pick<PoolClient, 'query'>;

/** The export's SELECT of a filter (the CSV's columns, times in the firm's zone), for a cursor. */
export function exportQuery(
  filter: TInboxFilter,
  timeZone: string,
): { text: string; values: unknown[] } {
  const { where, values } = leadFilterSql(filter);
  values.push(timeZone);
  const zone = `$${values.length}`;
  return {
    text: `SELECT l.id, to_char(l.received_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS received_at,
                  ${SHOWN_STATUS} AS status, l.name, l.phone, l.email, l.form_variant, l.section,
                  l.situation, l.source, l.origin, l.agent, l.message, l.page_url,
                  l.attribution->>'utm_source' AS utm_source, l.attribution->>'utm_medium' AS utm_medium,
                  l.attribution->>'utm_campaign' AS utm_campaign, l.consent_version
             FROM leads l ${where}
            ORDER BY l.received_at DESC, l.id DESC`,
    values,
  };
}

/** A lead's row as the lead page reads it: the stored lead, the status shown, and what sits beside it. */
export type TLeadDetailRow = TStoredLead & {
  shown_status: string;
  consent_text: string | null;
  consent_locale: TLocale | null;
  entered_by_name: string | null;
  entered_by_email: string | null;
  batch_referrer_name: string | null;
  batch_referrer_phone: string | null;
  batch_referral_count: number | null;
  batch_received_at: Date | null;
  owner_name: string | null;
};

/** A lead's row with its consent text, referral batch and who typed it in; null when there is none. */
export async function findLeadDetail(pool: Pool, id: number): Promise<TLeadDetailRow | null> {
  const { rows } = await pool.query<TLeadDetailRow>(
    `SELECT l.*, ${SHOWN_STATUS} AS shown_status,
            c.body AS consent_text, c.locale AS consent_locale,
            s.name AS entered_by_name, s.email AS entered_by_email,
            b.referrer_name AS batch_referrer_name, b.referrer_phone AS batch_referrer_phone,
            b.referral_count AS batch_referral_count, b.received_at AS batch_received_at,
            COALESCE(NULLIF(o.name, ''), o.email) AS owner_name
       FROM leads l
       LEFT JOIN staff_accounts o ON o.id = l.owner_id
       LEFT JOIN consent_texts c ON c.sha256 = l.consent_sha256
       LEFT JOIN staff_accounts s ON s.id = l.entered_by_staff_id
       LEFT JOIN referral_batches b ON b.id = l.referral_batch_id
      WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** The other leads with the same phone (normalised digits), newest first. */
export async function findSamePhone(
  pool: Pool,
  id: number,
): Promise<{ id: number; name: string; received_at: Date }[]> {
  const { rows } = await pool.query<{ id: number; name: string; received_at: Date }>(
    `SELECT o.id, o.name, o.received_at
       FROM leads l JOIN leads o ON lead_phone_key(o.phone) = lead_phone_key(l.phone) AND o.id <> l.id
      WHERE l.id = $1 AND lead_phone_key(l.phone) <> ''
      ORDER BY o.received_at DESC LIMIT 20`,
    [id],
  );
  return rows;
}

/** Locks a lead for a change; its shown status and spam flag, or null. */
export async function lockLead(
  client: TQueryable,
  id: number,
): Promise<{ status: string; is_spam: boolean } | null> {
  const { rows } = await client.query<{ status: string; is_spam: boolean }>(
    `SELECT ${SHOWN_STATUS} AS status, l.is_spam FROM leads l WHERE l.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Sets a lead's status (and its spam flag with it) and records the change. */
export async function changeStatus(
  client: TQueryable,
  change: { leadId: number; actorId: number; from: string; to: string; note: string },
): Promise<TStatusChangeRow> {
  await client.query(`UPDATE leads SET status = $2, is_spam = ($2 = 'Spam') WHERE id = $1`, [
    change.leadId,
    change.to,
  ]);
  const { rows } = await client.query<TStatusChangeRow>(
    `WITH c AS (
       INSERT INTO lead_status_changes (lead_id, actor_id, from_status, to_status, note)
       VALUES ($1, $2, $3, $4, $5) RETURNING *)
     SELECT c.id, c.from_status, c.to_status, c.note, c.at,
            s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
       FROM c LEFT JOIN staff_accounts s ON s.id = c.actor_id`,
    [change.leadId, change.actorId, change.from, change.to, change.note],
  );
  return rows[0]!;
}

/** Records a re-send request; its id. */
export async function insertResend(
  client: TQueryable,
  leadId: number,
  actorId: number,
): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    'INSERT INTO lead_resends (lead_id, requested_by) VALUES ($1, $2) RETURNING id',
    [leadId, actorId],
  );
  return rows[0]!.id;
}
