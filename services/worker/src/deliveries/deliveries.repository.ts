/**
 * The `deliveries` table's key and record. Rows are written by `markDelivered` and read by
 * `claimDelivery` (delivery-claims.repository.ts): every channel (intake e-mail, webhook, ops alert)
 * is claimed before it is sent and recorded after, in one path (`deliverOnce`).
 */

/** What was delivered: an intake e-mail, a webhook POST, an ops alert or a lead's acknowledgment (e-mail or text). */
export type TDeliveryKind = 'intake_email' | 'webhook' | 'ops_alert' | 'ack_email' | 'ack_text';

/** Identifies one delivery: kind, subject ('lead-123', 'dead-letter-4') and target ('intake', a URL, 'ops'). */
export type TDeliveryKey = { kind: TDeliveryKind; subjectKey: string; target: string };

/** What is recorded with a delivery. */
export type TDeliveryDetails = {
  leadId?: number | null;
  jobId?: string | null;
  detail?: string | null;
};
