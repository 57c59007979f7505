/**
 * What the retention schedule erases at a given time (issue 31 §3 "Retention"), as the dry run counts
 * it (leads-api) and the nightly run erases it (the worker): the same question, so the two agree.
 *
 * A lead falls due under a rule — `spam` (marked spam, older than `spamDays`) or `unengaged` (never
 * contacted, or "Not qualified", older than `unengagedMonths`); Retained leads and erased ones never
 * do. An erasure takes the whole person (every lead with the same phone key or e-mail key, as the
 * manual erase does), so a lead is erased only when every lead of the person is due too and none is
 * under a legal hold: a person with one lead still in play keeps all of them until the last one
 * falls due.
 */
import {
  RETENTION_RULES,
  type TRetentionCounts,
  type TRetentionSchedule,
} from '../../privacy/retention';
import type { TQueryable } from '../db';

/** A lead the schedule would erase, with its rule. */
export type TRetentionLead = { id: number; rule: 'spam' | 'unengaged' };

const SPAM = `(l.is_spam OR l.status = 'Spam')`;

/** The leads due under a rule (held or not, their people not yet checked). */
async function dueLeads(
  db: TQueryable,
  schedule: TRetentionSchedule,
  now: Date,
): Promise<{ id: number; rule: 'spam' | 'unengaged'; held: boolean }[]> {
  const { rows } = await db.query<{ id: string; rule: 'spam' | 'unengaged'; held: boolean }>(
    `SELECT l.id, CASE WHEN ${SPAM} THEN 'spam' ELSE 'unengaged' END AS rule,
            EXISTS (SELECT 1 FROM lead_legal_holds h
                     WHERE h.lead_id = l.id AND h.lifted_at IS NULL) AS held
       FROM leads l
      WHERE l.status <> 'Retained'
        AND NOT EXISTS (SELECT 1 FROM lead_erasures e WHERE e.lead_id = l.id)
        AND CASE WHEN ${SPAM}
                 THEN l.received_at < $1::timestamptz - make_interval(days => $2::int)
                 ELSE (l.status = 'Not qualified'
                       OR (l.status = 'New Lead' AND l.first_contacted_at IS NULL
                           AND lead_first_touch(l.id) IS NULL))
                      AND l.received_at < $1::timestamptz - make_interval(months => $3::int) END
      ORDER BY l.id`,
    [now, schedule.spamDays, schedule.unengagedMonths],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** The other (not erased) leads of each lead's person: same phone key or same e-mail key. */
async function personLinks(db: TQueryable, ids: number[]): Promise<[number, number][]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ lead: string; other: string }>(
    `WITH c AS (SELECT id, lead_phone_key(phone) AS phone_key, lead_email_key(email) AS email_key
                  FROM leads WHERE id = ANY($1::bigint[]))
     SELECT c.id AS lead, o.id AS other
       FROM c JOIN leads o ON o.id <> c.id
        AND ((c.phone_key <> '' AND lead_phone_key(o.phone) = c.phone_key)
          OR (c.email_key IS NOT NULL AND lead_email_key(o.email) = c.email_key))
      WHERE NOT EXISTS (SELECT 1 FROM lead_erasures e WHERE e.lead_id = o.id)`,
    [ids],
  );
  return rows.map((row) => [Number(row.lead), Number(row.other)]);
}

/**
 * The leads the schedule erases at `now`: due, not held, and every other lead of their person
 * erasable too (the set is closed: erasing any of its people erases only leads of the set).
 */
export async function retentionLeads(
  db: TQueryable,
  schedule: TRetentionSchedule,
  now: Date,
): Promise<TRetentionLead[]> {
  const due = await dueLeads(db, schedule, now);
  const links = await personLinks(
    db,
    due.map((lead) => lead.id),
  );
  const kept = new Set(due.filter((lead) => !lead.held).map((lead) => lead.id));
  for (let changed = true; changed;) {
    changed = false;
    for (const [lead, other] of links)
      if (kept.has(lead) && !kept.has(other)) {
        kept.delete(lead);
        changed = true;
      }
  }
  return due.filter((lead) => kept.has(lead.id)).map(({ id, rule }) => ({ id, rule }));
}

/** The call clicks older than the schedule's period at `now`. */
export function callClickCutoff(schedule: TRetentionSchedule, now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - schedule.callClickMonths);
  return cutoff;
}

/** How many call clicks the schedule deletes at `now`. */
export async function countOldCallClicks(
  db: TQueryable,
  schedule: TRetentionSchedule,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM call_events WHERE occurred_at < $1',
    [callClickCutoff(schedule, now)],
  );
  return rows[0]?.n ?? 0;
}

/** Counts per rule, all zero. */
export function noCounts(): TRetentionCounts {
  return Object.fromEntries(RETENTION_RULES.map((rule) => [rule, 0])) as TRetentionCounts;
}

/** What the schedule erases at `now`, counted per rule (leads; call clicks as events). */
export async function countRetention(
  db: TQueryable,
  schedule: TRetentionSchedule,
  now: Date,
): Promise<TRetentionCounts> {
  const counts = noCounts();
  for (const lead of await retentionLeads(db, schedule, now)) counts[lead.rule] += 1;
  counts.call_clicks = await countOldCallClicks(db, schedule, now);
  return counts;
}
