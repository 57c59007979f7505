import type { TQueryable } from '@firm/shared/server/db';
import type { TDoNotContactSource } from '@firm/shared/leads/do-not-contact';

/** The phone key and e-mail key a mark or a lift is about (either may be null, not both). */
export type TContactKeys = { phoneKey: string | null; emailKey: string | null };

// The leads of the table aliased `l` whose phone or e-mail has one of the keys $1 (phone) and $2 (e-mail).
const MATCHES_KEYS = `((lead_phone_key(l.phone) = $1::text AND $1::text <> '')
                      OR (lead_email_key(l.email) = $2::text AND $2::text <> ''))`;

/**
 * Puts the phone and e-mail on the list (a standing entry for either is kept as it is: the first
 * person who asked stays on record).
 * @returns how many entries were added (0: both were listed already)
 */
export async function insertEntries(
  db: TQueryable,
  entry: TContactKeys & { reason: string; source: TDoNotContactSource; actorId: number | null },
): Promise<number> {
  const { rowCount } = await db.query(
    `INSERT INTO do_not_contact_entries (channel, contact_key, reason, source, actor_id)
     SELECT k.channel, k.contact_key, $3, $4, $5
       FROM (VALUES ('phone', $1::text), ('email', $2::text)) AS k (channel, contact_key)
      WHERE k.contact_key IS NOT NULL AND k.contact_key <> ''
     ON CONFLICT (channel, contact_key) WHERE lifted_at IS NULL DO NOTHING`,
    [entry.phoneKey, entry.emailKey, entry.reason, entry.source, entry.actorId],
  );
  return rowCount ?? 0;
}

/**
 * Marks every lead with the phone or e-mail "do not contact" (a lead marked already keeps its mark,
 * unless that only answered texts and this one closes every channel), and records the mark on each one's
 * timeline — on a lead marked already too: a repeated mark is kept with who, when and why, not dropped.
 * @returns the ids of the leads newly marked, and of those that were marked already
 */
export async function markLeads(
  db: TQueryable,
  mark: TContactKeys & { reason: string; actorId: number | null; closesEveryChannel: boolean },
): Promise<{ marked: number[]; repeated: number[] }> {
  const { rows } = await db.query<{ id: number; repeated: boolean }>(
    `WITH marked AS (
       UPDATE leads l SET do_not_contact_at = now(), do_not_contact_reason = $3
        WHERE ${MATCHES_KEYS}
          AND (l.do_not_contact_at IS NULL
               OR ($5::boolean AND l.do_not_contact_reason = 'text-stop'))
       RETURNING l.id
     ), repeated AS (
       SELECT l.id FROM leads l
        WHERE ${MATCHES_KEYS} AND l.do_not_contact_at IS NOT NULL
          AND NOT ($5::boolean AND l.do_not_contact_reason = 'text-stop')
     ), noted AS (
       INSERT INTO lead_do_not_contact_changes (lead_id, actor_id, action, reason)
       SELECT id, $4, 'marked', $3 FROM (SELECT id FROM marked UNION ALL SELECT id FROM repeated) AS x
     )
     SELECT id, false AS repeated FROM marked
     UNION ALL SELECT id, true FROM repeated
     ORDER BY id`,
    [mark.phoneKey ?? '', mark.emailKey ?? '', mark.reason, mark.actorId, mark.closesEveryChannel],
  );
  return {
    marked: rows.filter((row) => !row.repeated).map((row) => Number(row.id)),
    repeated: rows.filter((row) => row.repeated).map((row) => Number(row.id)),
  };
}

/**
 * Lifts the standing entries of the phone and e-mail, clears the mark of every lead with either (but a
 * lead another standing entry still covers), and records the lift on each one's timeline.
 * @returns the ids of the leads cleared
 */
export async function liftLeads(
  db: TQueryable,
  lift: TContactKeys & { reason: string; actorId: number; contactHashes?: readonly string[] },
): Promise<number[]> {
  const keys = [lift.phoneKey ?? '', lift.emailKey ?? ''];
  // an erased person's entries are kept by keyed hash (`hmac:<hex>`): lifted with the plain ones
  await db.query(
    `UPDATE do_not_contact_entries
        SET lifted_at = now(), lifted_by = $3, lift_reason = $4
      WHERE lifted_at IS NULL
        AND ((channel = 'phone' AND contact_key = $1 AND $1 <> '')
          OR (channel = 'email' AND contact_key = $2 AND $2 <> '')
          OR contact_key IN (SELECT 'hmac:' || h FROM unnest($5::text[]) AS h))`,
    [...keys, lift.actorId, lift.reason, lift.contactHashes ?? []],
  );
  const { rows } = await db.query<{ id: number }>(
    `WITH cleared AS (
       UPDATE leads l SET do_not_contact_at = NULL, do_not_contact_reason = NULL
        WHERE ${MATCHES_KEYS} AND l.do_not_contact_at IS NOT NULL
          AND NOT EXISTS (
            SELECT 1 FROM do_not_contact_entries e
             WHERE e.lifted_at IS NULL
               AND ((e.channel = 'phone' AND e.contact_key = lead_phone_key(l.phone))
                 OR (e.channel = 'email' AND e.contact_key = lead_email_key(l.email))))
       RETURNING l.id
     ), noted AS (
       INSERT INTO lead_do_not_contact_changes (lead_id, actor_id, action, reason)
       SELECT id, $3, 'lifted', $4 FROM cleared
     )
     SELECT id FROM cleared ORDER BY id`,
    [...keys, lift.actorId, lift.reason],
  );
  return rows.map((row) => Number(row.id));
}

/** A lead's phone, e-mail and mark, locked for the change; null when there is no such lead. */
export async function lockLeadContact(
  db: TQueryable,
  leadId: number,
): Promise<{
  phone: string;
  email: string | null;
  do_not_contact_at: Date | null;
  do_not_contact_reason: string | null;
} | null> {
  const { rows } = await db.query<{
    phone: string;
    email: string | null;
    do_not_contact_at: Date | null;
    do_not_contact_reason: string | null;
  }>(
    `SELECT phone, email, do_not_contact_at, do_not_contact_reason FROM leads WHERE id = $1 FOR UPDATE`,
    [leadId],
  );
  return rows[0] ?? null;
}

/** A mark or lift on a lead's timeline. */
export type TDoNotContactChangeRow = {
  id: number;
  action: 'marked' | 'lifted';
  reason: string;
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
};

/** A lead's marks and lifts, oldest first. */
export async function listDoNotContactChanges(
  db: TQueryable,
  leadId: number,
): Promise<TDoNotContactChangeRow[]> {
  const { rows } = await db.query<TDoNotContactChangeRow>(
    `SELECT x.id, x.action, x.reason, x.at, x.actor_id, s.name AS actor_name, s.email AS actor_email
       FROM lead_do_not_contact_changes x LEFT JOIN staff_accounts s ON s.id = x.actor_id
      WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}
