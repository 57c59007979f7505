import type { Pool } from '@firm/shared/server/db';
import type { TPrivacyRequestKind } from '@firm/shared/privacy/privacy-requests';

/**
 * Writes one reminder row per open request whose due date is `daysBefore` days away or nearer (on the
 * firm's `today`), once per request and due date (an extension's new date gets its own). The
 * recipients are the enabled admins, else `fallback`.
 * @returns how many reminders were written
 */
export async function claimDueReminders(
  pool: Pool,
  input: { today: string; daysBefore: number; now: Date; fallback: string[] },
): Promise<number> {
  const { rowCount } = await pool.query(
    `WITH admins AS (
       SELECT coalesce(array_agg(email ORDER BY id), '{}') AS emails
         FROM staff_accounts WHERE role = 'admin' AND disabled_at IS NULL)
     INSERT INTO privacy_reminders (request_id, due_on, recipients, created_at)
     SELECT r.id, coalesce(r.extended_to, r.due_on),
            CASE WHEN cardinality(a.emails) > 0 THEN a.emails ELSE $4::text[] END, $3
       FROM privacy_requests r CROSS JOIN admins a
      WHERE r.closed_at IS NULL AND coalesce(r.extended_to, r.due_on) - $2::int <= $1::date
     ON CONFLICT (request_id, due_on) DO NOTHING`,
    [input.today, input.daysBefore, input.now, input.fallback],
  );
  return rowCount ?? 0;
}

/** A reminder as its e-mail is written: the request's number, kind and due date (no person's data). */
export type TReminderRow = {
  request_id: number;
  due_on: string;
  kind: TPrivacyRequestKind;
  recipients: string[];
};

/** Unsent reminders whose claim is free. */
export async function findUnsentReminders(
  pool: Pool,
  now: Date,
): Promise<{ request_id: number; due_on: string }[]> {
  const { rows } = await pool.query<{ request_id: number; due_on: string }>(
    `SELECT request_id, due_on::text FROM privacy_reminders
      WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < $1)
      ORDER BY due_on, request_id LIMIT 100`,
    [now],
  );
  return rows;
}

/** Claims an unsent reminder for `ttlMs`; null when sent or held by another worker. */
export async function claimReminder(
  pool: Pool,
  claim: { requestId: number; dueOn: string; token: string; now: Date; ttlMs: number },
): Promise<TReminderRow | null> {
  const { rows } = await pool.query<TReminderRow>(
    `UPDATE privacy_reminders m
        SET token = $3, claimed_until = $4::timestamptz + $5::bigint * interval '1 millisecond',
            attempts = attempts + 1
       FROM privacy_requests r
      WHERE m.request_id = $1 AND m.due_on = $2 AND r.id = m.request_id
        AND m.sent_at IS NULL AND (m.claimed_until IS NULL OR m.claimed_until < $4)
      RETURNING m.request_id, m.due_on::text, r.kind, m.recipients`,
    [claim.requestId, claim.dueOn, claim.token, claim.now, claim.ttlMs],
  );
  return rows[0] ?? null;
}

/** Records a claimed reminder sent (even when its claim expired meanwhile: the e-mail went out). */
export async function markReminderSent(
  pool: Pool,
  sent: { requestId: number; dueOn: string; now: Date },
): Promise<void> {
  await pool.query(
    `UPDATE privacy_reminders SET sent_at = $3, token = NULL, claimed_until = NULL, last_error = NULL
      WHERE request_id = $1 AND due_on = $2 AND sent_at IS NULL`,
    [sent.requestId, sent.dueOn, sent.now],
  );
}

/** Gives a claim up after a failed send, so the next sweep tries again. */
export async function releaseReminder(
  pool: Pool,
  claim: { requestId: number; dueOn: string; token: string; error: string },
): Promise<void> {
  await pool.query(
    `UPDATE privacy_reminders SET token = NULL, claimed_until = NULL, last_error = $4
      WHERE request_id = $1 AND due_on = $2 AND token = $3`,
    [claim.requestId, claim.dueOn, claim.token, claim.error.slice(0, 1000)],
  );
}
