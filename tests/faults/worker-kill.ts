/**
 * The fault suite's worker kills (scenario c) and the drain measured after them (issue 33 §5): the
 * e-mails a killed worker had claimed must go out within 20 s of its death, not after a 120 s claim.
 */
import type { Pool } from '@firm/shared/server/db';
import type { TFaultSmtp } from './fault-smtp';
import type { TProcess } from './fault-stack';

/** What a kill touches: the worker, the SMTP server told of it, the database read after it. */
export type TKillable = {
  pool: Pool;
  smtp: TFaultSmtp;
  worker: TProcess;
  mailDomain: string;
};

/** A SIGKILL of the worker: when, and the e-mails it had claimed and not recorded (Message-IDs). */
export type TKill = { at: number; claimed: string[] };

/** Kills the worker and notes the e-mails it held: with no worker running, every claim held is its. */
export async function killWorker(s: TKillable): Promise<TKill> {
  s.smtp.senderKilled();
  await s.worker.kill('SIGKILL');
  const at = Date.now();
  const { rows } = await s.pool.query<{ id: string }>(
    `SELECT '<' || subject_key || CASE kind WHEN 'intake_email' THEN '.intake@' ELSE '.ack@' END || $1 || '>' AS id
       FROM delivery_claims
      WHERE token IS NOT NULL AND kind IN ('intake_email', 'ack_email')`,
    [s.mailDomain],
  );
  return { at, claimed: rows.map((row) => row.id) };
}

/** The kills of a scenario, and when the worker served again after the last one. */
export type TKills = { kills: TKill[]; backAt: number };

/**
 * How long after the last kill the e-mails the killed workers had claimed may go out (issue 33 §5):
 * their claims expire at most 15 s after the death and the sweeper looks every 2 s: 20 s, with 5 s
 * for the queue under load. A restart slower than that (a loaded machine) moves the bound to 5 s
 * after the worker is back. With 120 s claims (before the heartbeats) it took ~122 s.
 */
export function claimedDrainLimitMs({ kills, backAt }: TKills): number {
  const lastKill = kills.at(-1)?.at ?? backAt;
  return Math.max(25_000, backAt - lastKill + 5_000);
}

/**
 * When, after the last kill, the last of the e-mails the killed workers had claimed went out: 0
 * when all went out before it, undefined when one never did. (A worker killed a few seconds after
 * the one before dies before the earlier claims expire: the last kill is every claim's reference.)
 */
export function claimedDrainMs(
  { kills }: TKills,
  smtp: Pick<TFaultSmtp, 'firstAcceptedAt'>,
): number | undefined {
  const lastKill = kills.at(-1)?.at ?? 0;
  let latest = 0;
  for (const id of new Set(kills.flatMap((kill) => kill.claimed))) {
    const at = smtp.firstAcceptedAt.get(id);
    if (at === undefined) return undefined;
    latest = Math.max(latest, at - lastKill);
  }
  return latest;
}
