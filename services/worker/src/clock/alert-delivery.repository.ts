import type { Pool } from '@firm/shared/server/db';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';

/** An alert as its e-mail is written: kind, level, recipients. */
export type TAlertRow = {
  id: number;
  kind: 'first_contact' | 'follow_up';
  level: 1 | 2;
  recipients: string[];
};

/**
 * Claims an unsent alert for `ttlMs` (committed before the send, like a delivery claim): only the
 * holder sends; a claim that outlives its worker expires and the next sweep sends it.
 * @returns the alert, or null when it was sent or another holder's claim has not expired
 */
export async function claimAlert(
  pool: Pool,
  claim: { id: number; token: string; now: Date; ttlMs: number },
): Promise<TAlertRow | null> {
  const { rows } = await pool.query<TAlertRow>(
    `UPDATE staff_alerts SET token = $2, claimed_until = $3::timestamptz + $4::bigint * interval '1 millisecond',
            attempts = attempts + 1
      WHERE id = $1 AND sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $3)
      RETURNING id, kind, level, recipients`,
    [claim.id, claim.token, claim.now, claim.ttlMs],
  );
  return rows[0] ?? null;
}

/** Records the send of a claimed alert (even when its claim expired meanwhile: the e-mail went out). */
export async function markAlertSent(pool: Pool, id: number, now: Date): Promise<void> {
  await pool.query(
    `UPDATE staff_alerts SET sent_at = $2, token = NULL, claimed_until = NULL, last_error = NULL
      WHERE id = $1 AND sent_at IS NULL`,
    [id, now],
  );
}

/** Gives a claim up after a failed send, so the next sweep tries again without waiting for it. */
export async function releaseAlert(
  pool: Pool,
  claim: { id: number; token: string; error: string },
): Promise<void> {
  await pool.query(
    `UPDATE staff_alerts SET token = NULL, claimed_until = NULL, last_error = $3
      WHERE id = $1 AND token = $2`,
    [claim.id, claim.token, claim.error.slice(0, 1000)],
  );
}

/** A lead as an alert lists it. */
export type TAlertLead = Pick<
  TStoredLead,
  'id' | 'name' | 'form_variant' | 'received_at' | 'first_contact_due_at' | 'first_contacted_at'
> & { follow_up_due_at: Date | null; follow_up_note: string | null };

/** The leads (and follow-ups) an alert is about, in the order they fell due. */
export async function alertLeads(pool: Pool, alertId: number): Promise<TAlertLead[]> {
  const { rows } = await pool.query<TAlertLead>(
    `SELECT l.id, l.name, l.form_variant, l.received_at, l.first_contact_due_at, l.first_contacted_at,
            f.due_at AS follow_up_due_at, f.note AS follow_up_note
       FROM staff_alert_items i
       JOIN leads l ON l.id = i.lead_id
       LEFT JOIN lead_follow_ups f ON i.kind = 'follow_up' AND f.id = i.subject_id
      WHERE i.alert_id = $1
      ORDER BY coalesce(f.due_at, l.first_contact_due_at), l.id`,
    [alertId],
  );
  return rows;
}
