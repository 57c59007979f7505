import type { Pool } from '@firm/shared/server/db';

/** What was delivered: an intake e-mail, a webhook POST or an ops alert. */
export type TDeliveryKind = 'intake_email' | 'webhook' | 'ops_alert';

/** Identifies one delivery: kind, subject ('lead-123', 'dead-letter-4') and target ('intake', a URL, 'ops'). */
export type TDeliveryKey = { kind: TDeliveryKind; subjectKey: string; target: string };

/** What is recorded with a delivery. */
export type TDeliveryDetails = {
  leadId?: number | null;
  jobId?: string | null;
  detail?: string | null;
};

/** Whether that delivery was already made (a retried or duplicated job must not repeat it). */
export async function wasDelivered(pool: Pool, key: TDeliveryKey): Promise<boolean> {
  const { rows } = await pool.query(
    'SELECT 1 FROM deliveries WHERE kind = $1 AND subject_key = $2 AND target = $3',
    [key.kind, key.subjectKey, key.target],
  );
  return rows.length > 0;
}

/** Records a delivery made; recording one twice is harmless. */
export async function recordDelivery(
  pool: Pool,
  key: TDeliveryKey,
  details: TDeliveryDetails,
): Promise<void> {
  await pool.query(
    `INSERT INTO deliveries (kind, subject_key, target, lead_id, job_id, detail)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (kind, subject_key, target) DO NOTHING`,
    [
      key.kind,
      key.subjectKey,
      key.target,
      details.leadId ?? null,
      details.jobId ?? null,
      details.detail ?? null,
    ],
  );
}
