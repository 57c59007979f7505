import type { Pool } from '@firm/shared/server/db';
import { LIST_COLUMNS, type TLeadListRow } from './inbox-list.repository';

// Real leads nobody has done anything about yet; referred people who did not ask to be contacted
// wait for no call (first-contact.ts says the same).
const UNTOUCHED = `NOT l.is_spam AND l.status = 'New Lead' AND l.origin <> 'referral'
  AND lead_first_touch(l.id) IS NULL`;

/** The day's numbers; "today" is the firm's day (`timeZone`) of the database's clock. */
export async function overviewCounts(
  pool: Pool,
  timeZone: string,
): Promise<{ received_today: number; uncontacted: number; contacted_today: number }> {
  const { rows } = await pool.query<{
    received_today: number;
    uncontacted: number;
    contacted_today: number;
  }>(
    `WITH today AS (
       SELECT date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS start,
              (date_trunc('day', now() AT TIME ZONE $1) + interval '1 day') AT TIME ZONE $1 AS next)
     SELECT
       (SELECT count(*)::int FROM leads l, today
         WHERE NOT l.is_spam AND l.received_at >= today.start AND l.received_at < today.next)
         AS received_today,
       (SELECT count(*)::int FROM leads l WHERE ${UNTOUCHED}) AS uncontacted,
       (SELECT count(*)::int FROM leads l
         WHERE NOT l.is_spam AND l.id IN (
           SELECT lead_id FROM lead_calls, today WHERE at >= today.start
           UNION SELECT lead_id FROM lead_call_drafts, today WHERE at >= today.start
           UNION SELECT lead_id FROM lead_status_changes, today
                  WHERE to_status = 'Contacted' AND at >= today.start)) AS contacted_today`,
    [timeZone],
  );
  return rows[0]!;
}

/** The leads that have waited longest for a first contact, oldest first. */
export async function oldestUntouched(pool: Pool, limit: number): Promise<TLeadListRow[]> {
  const { rows } = await pool.query<TLeadListRow>(
    `SELECT ${LIST_COLUMNS} FROM leads l WHERE ${UNTOUCHED}
      ORDER BY l.received_at, l.id LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Leads past their first-contact due time that nobody has contacted, at `now`. */
export async function overdueCount(pool: Pool, now: Date): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM leads
      WHERE first_contact_due_at <= $1 AND first_contact_due_at IS NOT NULL
        AND first_contacted_at IS NULL`,
    [now],
  );
  return rows[0]?.n ?? 0;
}
