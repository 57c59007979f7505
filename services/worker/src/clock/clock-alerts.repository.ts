import type { Pool, TQueryable } from '@firm/shared/server/db';
import { TEXT_OPT_OUT_REASON } from '@firm/shared/leads/contact-preferences';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';

/** Advisory lock of the clock's sweep: one worker claims alerts at a time (the delivery sweep has its own). */
const CLOCK_SWEEP_LOCK_ID = 727_029;

/** Takes the clock sweep's lock for the transaction of `client`, unless another worker holds it. */
export async function tryClockSweepLock(client: TQueryable): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1) AS ok',
    [CLOCK_SWEEP_LOCK_ID],
  );
  return rows[0]?.ok === true;
}

/** What routes an alert about a lead (as the intake e-mail is routed). */
export type TRoutableLead = Pick<TStoredLead, 'id' | 'form_variant' | 'situation' | 'section'> & {
  /** The lead owner's address while the owner's account is enabled (issue 29 §3); null otherwise. */
  owner_email: string | null;
};

// A lead aliased `l` the team may still reach: not marked "do not contact", or marked only by a STOP
// reply (texts close, calls stay open). A lead nobody may contact gets no alert asking to call it.
const REACHABLE = `(l.do_not_contact_at IS NULL OR l.do_not_contact_reason = '${TEXT_OPT_OUT_REASON}')`;

// The owner's address of the lead aliased `l`, while the owner's account is enabled.
const OWNER_EMAIL = `(SELECT o.email FROM staff_accounts o
                       WHERE o.id = l.owner_id AND o.disabled_at IS NULL) AS owner_email`;

/** A lead whose next first-contact alert is due, with the level it is due at. */
export type TDueLead = TRoutableLead & { due_at: Date; level: 1 | 2 };

/**
 * Leads not contacted whose next alert time has come (the partial index of migration 213 holds only
 * those with one), soonest first; level 2 when their level-1 alert exists. A lead marked "do not
 * contact" on every channel is left out (its alert comes again if the mark is lifted).
 */
export async function findDueLeads(db: TQueryable, now: Date, limit: number): Promise<TDueLead[]> {
  const { rows } = await db.query<TDueLead>(
    `SELECT l.id, l.form_variant, l.situation, l.section, ${OWNER_EMAIL},
            l.first_contact_due_at AS due_at,
            CASE WHEN EXISTS (SELECT 1 FROM staff_alert_items i
                               WHERE i.kind = 'first_contact' AND i.subject_id = l.id AND i.level = 1)
                 THEN 2 ELSE 1 END AS level
       FROM leads l
      WHERE l.first_contact_alert_at <= $1 AND l.first_contact_alert_at IS NOT NULL
        AND l.first_contacted_at IS NULL AND ${REACHABLE}
      ORDER BY l.first_contact_alert_at, l.id
      LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** An open follow-up whose time has come and that has not alerted yet, with its lead's routing. */
export type TDueFollowUp = TRoutableLead & { follow_up_id: number };

/** Open follow-ups due by `now` that have not alerted, soonest first (none of a lead nobody may contact). */
export async function findDueFollowUps(
  db: TQueryable,
  now: Date,
  limit: number,
): Promise<TDueFollowUp[]> {
  const { rows } = await db.query<TDueFollowUp>(
    `SELECT f.id AS follow_up_id, l.id, l.form_variant, l.situation, l.section, ${OWNER_EMAIL}
       FROM lead_follow_ups f JOIN leads l ON l.id = f.lead_id
      WHERE f.due_at <= $1 AND f.done_at IS NULL AND f.alerted_at IS NULL AND ${REACHABLE}
      ORDER BY f.due_at, f.id
      LIMIT $2`,
    [now, limit],
  );
  return rows;
}

/** One alert e-mail to write: its kind, level, recipients and what it is about. */
export type TAlertDraft = {
  kind: 'first_contact' | 'follow_up';
  level: 1 | 2;
  recipients: string[];
  items: { subjectId: number; leadId: number }[];
};

/**
 * Writes an alert and its items (the claim that each lead or follow-up is alerted at this level), in
 * the caller's transaction. An item alerted already is skipped; an alert left with none is removed.
 * @returns the alert's id and the subjects it holds, or null when every item was alerted already
 */
export async function insertAlert(
  db: TQueryable,
  draft: TAlertDraft,
  now: Date,
): Promise<{ id: number; subjectIds: number[] } | null> {
  const alert = await db.query<{ id: number }>(
    `INSERT INTO staff_alerts (kind, level, recipients, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [draft.kind, draft.level, draft.recipients, now],
  );
  const id = alert.rows[0]!.id;
  const items = await db.query<{ subject_id: number }>(
    `INSERT INTO staff_alert_items (kind, subject_id, level, alert_id, lead_id)
     SELECT $1, s.subject_id, $2, $3, s.lead_id
       FROM unnest($4::bigint[], $5::bigint[]) AS s (subject_id, lead_id)
     ON CONFLICT DO NOTHING
     RETURNING subject_id`,
    [
      draft.kind,
      draft.level,
      id,
      draft.items.map((item) => item.subjectId),
      draft.items.map((item) => item.leadId),
    ],
  );
  if (items.rows.length > 0)
    return { id, subjectIds: items.rows.map((row) => Number(row.subject_id)) };
  await db.query('DELETE FROM staff_alerts WHERE id = $1', [id]);
  return null;
}

/** Moves each lead's next alert time on (the escalation time after level 1, null after level 2). */
export async function advanceLeadAlerts(
  db: TQueryable,
  next: { leadId: number; alertAt: Date | null }[],
): Promise<void> {
  if (next.length === 0) return;
  await db.query(
    `UPDATE leads l SET first_contact_alert_at = n.alert_at
       FROM unnest($1::bigint[], $2::timestamptz[]) AS n (id, alert_at) WHERE l.id = n.id`,
    [next.map((item) => item.leadId), next.map((item) => item.alertAt)],
  );
}

/** Notes that follow-ups alerted (they leave the sweep's index). */
export async function markFollowUpsAlerted(
  db: TQueryable,
  ids: number[],
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db.query('UPDATE lead_follow_ups SET alerted_at = $2 WHERE id = ANY($1::bigint[])', [
    ids,
    now,
  ]);
}

/** The addresses of the enabled admins. */
export async function adminAddresses(db: TQueryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT email FROM staff_accounts WHERE role = 'admin' AND disabled_at IS NULL ORDER BY id`,
  );
  return rows.map((row) => row.email);
}

/** Unsent alerts that no live claim holds, oldest first. */
export async function findUnsentAlerts(pool: Pool, now: Date, limit: number): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM staff_alerts
      WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $1)
      ORDER BY id LIMIT $2`,
    [now, limit],
  );
  return rows.map((row) => row.id);
}
