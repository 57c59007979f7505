import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import type { Pool } from '@firm/shared/server/db';
import type { TAnswer } from './submitter';

/** The reconciliation of one scenario. */
export type TReconciliation = {
  submitted: number;
  success: number;
  errors: number;
  slowestErrorMs: number;
  rows: number;
  successWithoutRow: number;
  leadsWithoutMail: number;
  duplicateMails: number;
  /** Of those, the ones whose earlier copy the sender may never have seen accepted (it died inside the SMTP transaction). */
  duplicatesUnconfirmed: number;
  outboxPending: number;
  deadLetters: number;
  /** Leads the sweeper re-drove. */
  redriven: number;
  /** Leads whose acknowledgment was due (issue 29 §2: every lead of the suite gives an e-mail). */
  acksDue: number;
  acksMissing: number;
  duplicateAcks: number;
  /** Of those, the ones whose earlier copy the killed sender never saw accepted. */
  duplicateAcksUnconfirmed: number;
};

/** Compares the answers, the rows, the SMTP server's accepted messages, the outbox and the dead letters. */
export async function reconcile(
  pool: Pool,
  answers: TAnswer[],
  smtp: { accepted: Map<string, number>; unconfirmed: Set<string> },
  mailDomain: string,
): Promise<TReconciliation> {
  const keys = answers.map((answer) => answer.key);
  const { rows } = await pool.query<{ id: string; key: string; is_spam: boolean }>(
    'SELECT id, idempotency_key::text AS key, is_spam FROM leads WHERE idempotency_key = ANY($1::uuid[])',
    [keys],
  );
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const messageId = (id: string) => `<lead-${id}.intake@${mailDomain}>`;
  const mails = (id: string) => smtp.accepted.get(messageId(id)) ?? 0;
  const real = rows.filter((row) => !row.is_spam);
  const ackId = (id: string) => `<lead-${id}.ack@${mailDomain}>`;
  const acks = (id: string) => smtp.accepted.get(ackId(id)) ?? 0;
  const due = await pool.query<{ id: string }>(
    `SELECT subject_id AS id FROM outbox WHERE event = $1 AND subject_id = ANY($2::bigint[])`,
    [OUTBOX_EVENTS.leadAcknowledge, rows.map((row) => row.id)],
  );
  const acksDue = due.rows.map((row) => String(row.id));
  const outbox = await pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL',
  );
  const dead = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM dead_letters WHERE resolved_at IS NULL AND lead_id = ANY($1::bigint[])`,
    [rows.map((row) => row.id)],
  );
  const redriven = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM delivery_claims
      WHERE kind = 'intake_email' AND redrives > 0 AND lead_id = ANY($1::bigint[])`,
    [rows.map((row) => row.id)],
  );
  const errors = answers.filter((answer) => answer.outcome !== 'success');
  return {
    submitted: answers.length,
    success: answers.length - errors.length,
    errors: errors.length,
    slowestErrorMs: Math.max(0, ...errors.map((answer) => answer.ms)),
    rows: rows.length,
    successWithoutRow: answers.filter((a) => a.outcome === 'success' && !byKey.has(a.key)).length,
    leadsWithoutMail: real.filter((row) => mails(row.id) === 0).length,
    duplicateMails: real.filter((row) => mails(row.id) > 1).length,
    duplicatesUnconfirmed: real.filter(
      (row) => mails(row.id) > 1 && smtp.unconfirmed.has(messageId(row.id)),
    ).length,
    outboxPending: outbox.rows[0]?.n ?? 0,
    deadLetters: dead.rows[0]?.n ?? 0,
    redriven: redriven.rows[0]?.n ?? 0,
    acksDue: acksDue.length,
    acksMissing: acksDue.filter((id) => acks(id) === 0).length,
    duplicateAcks: acksDue.filter((id) => acks(id) > 1).length,
    duplicateAcksUnconfirmed: acksDue.filter(
      (id) => acks(id) > 1 && smtp.unconfirmed.has(ackId(id)),
    ).length,
  };
}

/** The slowest a failed answer may be: a visitor gets a fast error to retry, never a hang. */
export const SLOWEST_ERROR_MS = 5000;

/**
 * True when nothing was lost or duplicated, nothing waits and every failed answer came fast
 * ({@link SLOWEST_ERROR_MS}). With `workerKilled`, a duplicate whose earlier copy the killed sender
 * never acknowledged (it died inside the SMTP transaction: tests/support/smtp-acks.ts) is the one
 * kind allowed; the copies share their Message-ID (RELIABILITY.md).
 */
export const isClean = (r: TReconciliation, workerKilled: boolean) =>
  r.successWithoutRow === 0 &&
  r.leadsWithoutMail === 0 &&
  r.duplicateMails - (workerKilled ? r.duplicatesUnconfirmed : 0) === 0 &&
  r.acksMissing === 0 &&
  r.duplicateAcks - (workerKilled ? r.duplicateAcksUnconfirmed : 0) === 0 &&
  r.outboxPending === 0 &&
  r.deadLetters === 0 &&
  r.slowestErrorMs <= SLOWEST_ERROR_MS;
