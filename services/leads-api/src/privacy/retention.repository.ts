import type { TRetentionCounts, TRetentionSchedule } from '@firm/shared/privacy/retention';
import type { TQueryable } from '@firm/shared/server/db';
import type { TActorColumns } from '../timeline/timeline.repository';

/** The schedule's row with who changed it last. */
export type TRetentionRow = TRetentionSchedule & { updated_at: Date } & TActorColumns;

const ROW = `SELECT r.spam_days AS "spamDays", r.unengaged_months AS "unengagedMonths",
                    r.call_click_months AS "callClickMonths", r.updated_at,
                    s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
               FROM retention_settings r LEFT JOIN staff_accounts s ON s.id = r.updated_by WHERE r.id`;

/** The schedule (the migration writes its one row). */
export async function findRetention(db: TQueryable, lock = false): Promise<TRetentionRow> {
  const { rows } = await db.query<TRetentionRow>(lock ? `${ROW} FOR UPDATE OF r` : ROW);
  return rows[0]!;
}

/** Sets the schedule and bumps its version (content-api then publishes the policy texts again). */
export async function updateRetention(
  db: TQueryable,
  change: { actorId: number; schedule: TRetentionSchedule },
): Promise<void> {
  const { schedule } = change;
  await db.query(
    `UPDATE retention_settings
        SET spam_days = $2, unengaged_months = $3, call_click_months = $4,
            version = version + 1, updated_at = now(), updated_by = $1
      WHERE id`,
    [change.actorId, schedule.spamDays, schedule.unengagedMonths, schedule.callClickMonths],
  );
}

/** A nightly run as stored. */
export type TRetentionRunRow = {
  night: string;
  started_at: Date;
  finished_at: Date | null;
  counts: Partial<TRetentionCounts>;
  error: string | null;
};

/** The latest nightly runs, newest first. */
export async function listRetentionRuns(db: TQueryable, limit = 7): Promise<TRetentionRunRow[]> {
  const { rows } = await db.query<TRetentionRunRow>(
    `SELECT night::text, started_at, finished_at, counts, error
       FROM retention_runs ORDER BY night DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
