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

/** One delivery to record. */
export type TDelivery = { key: TDeliveryKey; details: TDeliveryDetails };

/**
 * For each key, whether that delivery was already made (a retried or duplicated job must not
 * repeat it). One statement for any number of keys.
 * @returns one flag per key, in order
 */
export async function wereDelivered(pool: Pool, keys: TDeliveryKey[]): Promise<boolean[]> {
  if (keys.length === 0) return [];
  const { rows } = await pool.query<{ ord: number }>({
    // Unnamed on purpose: planned at each call for the table's current size. A named statement
    // keeps the generic plan made while the table was small (a new database, before autovacuum's
    // first ANALYZE) and goes on scanning the whole, growing table.
    text: `SELECT k.ord::int AS ord
             FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS k(kind, subject_key, target, ord)
             JOIN deliveries d ON d.kind = k.kind AND d.subject_key = k.subject_key AND d.target = k.target`,
    values: [keys.map((k) => k.kind), keys.map((k) => k.subjectKey), keys.map((k) => k.target)],
  });
  const delivered = new Set(rows.map((row) => row.ord));
  return keys.map((_, index) => delivered.has(index + 1));
}

/** Records deliveries made, in one statement; recording one twice is harmless. */
export async function recordDeliveries(pool: Pool, deliveries: TDelivery[]): Promise<void> {
  if (deliveries.length === 0) return;
  const column = <T>(pick: (delivery: TDelivery) => T) => deliveries.map(pick);
  await pool.query({
    name: 'record-deliveries',
    text: `INSERT INTO deliveries (kind, subject_key, target, lead_id, job_id, detail)
           SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::text[])
           ON CONFLICT (kind, subject_key, target) DO NOTHING`,
    values: [
      column((d) => d.key.kind),
      column((d) => d.key.subjectKey),
      column((d) => d.key.target),
      column((d) => d.details.leadId ?? null),
      column((d) => d.details.jobId ?? null),
      column((d) => d.details.detail ?? null),
    ],
  });
}
