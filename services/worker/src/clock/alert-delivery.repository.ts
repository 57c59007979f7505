import type { Pool } from '@firm/shared/server/db';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import {
  claimRow,
  markRowSent,
  releaseRow,
  type TRowClaim,
} from '../deliveries/claimed-rows.repository';

/** An alert as its e-mail is written: kind, level, recipients. */
export type TAlertRow = {
  id: number;
  kind: 'first_contact' | 'follow_up';
  level: 1 | 2;
  recipients: string[];
};

/** Claims an unsent alert (see {@link claimRow}). */
export function claimAlert(pool: Pool, claim: TRowClaim): Promise<TAlertRow | null> {
  return claimRow<TAlertRow>(pool, 'staff_alerts', 'id, kind, level, recipients', claim);
}

/** Records the send of a claimed alert. */
export function markAlertSent(pool: Pool, id: number, now: Date): Promise<void> {
  return markRowSent(pool, 'staff_alerts', id, now);
}

/** Gives a claim up after a failed send. */
export function releaseAlert(
  pool: Pool,
  claim: { id: number; token: string; error: string },
): Promise<void> {
  return releaseRow(pool, 'staff_alerts', claim);
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
