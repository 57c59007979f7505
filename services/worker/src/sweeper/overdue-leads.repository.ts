import { ACKNOWLEDGE_LEAD_JOB } from '@firm/shared/jobs/acknowledge-lead.job';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import type { PoolClient } from '@firm/shared/server/db';

/**
 * Advisory locks of the sweeps: one worker sweeps at a time, the others skip their turn. The sweep
 * of dead holders has its own, so a long sweep of overdue leads (a backlog) does not hold it up.
 */
const SWEEP_LOCK_IDS = { overdue: 727_018, deadHolders: 727_019 } as const;

/**
 * Takes a sweep's lock for the transaction of `client`, unless another worker holds it.
 * @returns false when another worker is sweeping
 */
export async function trySweepLock(
  client: Pick<PoolClient, 'query'>,
  sweep: keyof typeof SWEEP_LOCK_IDS = 'overdue',
): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1) AS ok',
    [SWEEP_LOCK_IDS[sweep]],
  );
  return rows[0]?.ok === true;
}

/** A lead whose intake e-mail is overdue, with how often it was re-driven already. */
export type TOverdueLead = { id: number; redrives: number };

/**
 * Non-spam leads received between `lookbackMs` and `afterMs` ago whose intake e-mail is not in
 * `deliveries`, that no live claim holds, that were not re-driven in the last `afterMs`, and whose
 * notification is not waiting in an unresolved dead letter (a person re-drives those).
 */
export async function findOverdueLeads(
  client: Pick<PoolClient, 'query'>,
  bounds: { afterMs: number; lookbackMs: number; limit: number },
): Promise<TOverdueLead[]> {
  const { rows } = await client.query<TOverdueLead>(
    `SELECT l.id, coalesce(c.redrives, 0)::int AS redrives
       FROM leads l
       LEFT JOIN delivery_claims c
         ON c.kind = 'intake_email' AND c.subject_key = 'lead-' || l.id AND c.target = 'intake'
      WHERE l.received_at > now() - $2::bigint * interval '1 millisecond'
        AND l.received_at < now() - $1::bigint * interval '1 millisecond'
        AND NOT l.is_spam
        AND NOT EXISTS (SELECT 1 FROM deliveries d
                         WHERE d.kind = 'intake_email' AND d.subject_key = 'lead-' || l.id AND d.target = 'intake')
        AND (c.claimed_until IS NULL OR c.claimed_until < now())
        AND (c.redriven_at IS NULL OR c.redriven_at < now() - $1::bigint * interval '1 millisecond')
        AND NOT EXISTS (SELECT 1 FROM dead_letters dl
                         WHERE dl.lead_id = l.id AND dl.resolved_at IS NULL
                           AND dl.job_name = 'notify-intake' AND NOT dl.payload ? 'resendId')
      ORDER BY l.id
      LIMIT $3`,
    [bounds.afterMs, bounds.lookbackMs, bounds.limit],
  );
  return rows;
}

/**
 * Leads whose acknowledgment e-mail is overdue (issue 29 §2): announced in the outbox when the lead
 * was stored (`lead-acknowledge`: the rule allowed it then; published rows are kept 7 days, the
 * sweep's lookback) between `lookbackMs` and `afterMs` ago, still not spam nor "do not contact",
 * with no `ack_email` delivery, no live claim, no re-drive in the last `afterMs` and no unresolved
 * dead letter.
 */
export async function findOverdueAcknowledgments(
  client: Pick<PoolClient, 'query'>,
  bounds: { afterMs: number; lookbackMs: number; limit: number },
): Promise<TOverdueLead[]> {
  const { rows } = await client.query<TOverdueLead>(
    `SELECT l.id, coalesce(c.redrives, 0)::int AS redrives
       FROM outbox o
       JOIN leads l ON l.id = o.subject_id
       LEFT JOIN delivery_claims c
         ON c.kind = 'ack_email' AND c.subject_key = 'lead-' || l.id AND c.target = 'lead'
      WHERE o.event = $4
        AND o.created_at > now() - $2::bigint * interval '1 millisecond'
        AND o.created_at < now() - $1::bigint * interval '1 millisecond'
        AND NOT l.is_spam AND l.do_not_contact_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM deliveries d
                         WHERE d.kind = 'ack_email' AND d.subject_key = 'lead-' || l.id AND d.target = 'lead')
        AND (c.claimed_until IS NULL OR c.claimed_until < now())
        AND (c.redriven_at IS NULL OR c.redriven_at < now() - $1::bigint * interval '1 millisecond')
        AND NOT EXISTS (SELECT 1 FROM dead_letters dl
                         WHERE dl.lead_id = l.id AND dl.resolved_at IS NULL AND dl.job_name = $5)
      ORDER BY l.id
      LIMIT $3`,
    [
      bounds.afterMs,
      bounds.lookbackMs,
      bounds.limit,
      OUTBOX_EVENTS.leadAcknowledge,
      ACKNOWLEDGE_LEAD_JOB.name,
    ],
  );
  return rows;
}

/** Which delivery a re-drive is noted for: the intake e-mail, or the lead's acknowledgment. */
export type TRedrivenDelivery = { kind: 'intake_email' | 'ack_email'; target: string };

/** The intake e-mail's delivery (kind and target). */
export const INTAKE_DELIVERY: TRedrivenDelivery = { kind: 'intake_email', target: 'intake' };

/**
 * Notes a re-drive of each lead's delivery (its intake e-mail unless `delivery` says otherwise).
 * @returns each lead with its re-drive number (1 for the first), which names the re-driven job
 */
export async function markRedriven(
  client: Pick<PoolClient, 'query'>,
  leadIds: number[],
  delivery: TRedrivenDelivery = INTAKE_DELIVERY,
): Promise<TOverdueLead[]> {
  if (leadIds.length === 0) return [];
  const { rows } = await client.query<{ lead_id: number; redrives: number }>(
    `INSERT INTO delivery_claims AS c (kind, subject_key, target, lead_id, redriven_at, redrives)
     SELECT $2, 'lead-' || id, $3, id, now(), 1 FROM unnest($1::bigint[]) AS id
     ON CONFLICT (kind, subject_key, target) DO UPDATE SET redriven_at = now(), redrives = c.redrives + 1
     RETURNING lead_id, redrives`,
    [leadIds, delivery.kind, delivery.target],
  );
  return rows.map((row) => ({ id: Number(row.lead_id), redrives: row.redrives }));
}

/**
 * Leads whose `delivery` claim's holder died (issue 33 §5): a claim taken and never recorded nor
 * released whose heartbeat stopped, so it expired, and that was not re-driven since it was taken.
 * However recent the lead, it need not wait for `afterMs`: a dead worker's leads go out within
 * 20 s of its death. Spam, and for an acknowledgment a lead asking not to be contacted, are left.
 */
export async function findDeadHolderLeads(
  client: Pick<PoolClient, 'query'>,
  delivery: TRedrivenDelivery,
  limit: number,
): Promise<TOverdueLead[]> {
  const { rows } = await client.query<{ id: string; redrives: number }>(
    `SELECT c.lead_id AS id, c.redrives
       FROM delivery_claims c
       JOIN leads l ON l.id = c.lead_id
      WHERE c.token IS NOT NULL AND c.claimed_until < now()
        AND c.kind = $1 AND c.target = $2 AND c.subject_key = 'lead-' || c.lead_id
        AND (c.redriven_at IS NULL OR c.redriven_at < c.claimed_until)
        AND NOT l.is_spam
        AND ($1 <> 'ack_email' OR l.do_not_contact_at IS NULL)
        AND NOT EXISTS (SELECT 1 FROM deliveries d
                         WHERE d.kind = c.kind AND d.subject_key = c.subject_key AND d.target = c.target)
      ORDER BY c.lead_id
      LIMIT $3`,
    [delivery.kind, delivery.target, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), redrives: row.redrives }));
}
