import type { TLocale } from '@firm/shared/i18n/locale';
import {
  RETENTION_BOUNDS,
  ZRetentionScheduleSchema,
  type TRetentionDryRun,
  type TRetentionSchedule,
  type TRetentionView,
} from '@firm/shared/privacy/retention';
import { systemClock, type TClock } from '@firm/shared/server/clock';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { insertPrivacyAudit } from '@firm/shared/server/privacy/privacy-audit';
import { countRetention, noCounts } from '@firm/shared/server/privacy/retention-selection';
import { actorOf } from '../timeline/timeline.service';
import { parseOrRefuse, postedStrings, type TFieldMessages } from './privacy-input';
import { findRetention, listRetentionRuns, updateRetention } from './retention.repository';

/** What the retention settings use. */
export type TRetentionDeps = { pool: Pool; clock?: TClock };

const FIELDS = ['spamDays', 'unengagedMonths', 'callClickMonths'] as const;

const MESSAGES: TFieldMessages = {
  spamDays: ['retention.spamDaysInvalid', RETENTION_BOUNDS.spamDays],
  unengagedMonths: ['retention.unengagedMonthsInvalid', RETENTION_BOUNDS.unengagedMonths],
  callClickMonths: ['retention.callClickMonthsInvalid', RETENTION_BOUNDS.callClickMonths],
};

const scheduleOf = (row: TRetentionSchedule): TRetentionSchedule => ({
  spamDays: row.spamDays,
  unengagedMonths: row.unengagedMonths,
  callClickMonths: row.callClickMonths,
});

/** The schedule, who changed it last, and the latest nightly runs (counts, never names). */
export async function retentionView(deps: TRetentionDeps): Promise<TRetentionView> {
  const [row, runs] = await Promise.all([findRetention(deps.pool), listRetentionRuns(deps.pool)]);
  return {
    schedule: scheduleOf(row),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: actorOf(row),
    runs: runs.map((run) => ({
      night: run.night,
      startedAt: run.started_at.toISOString(),
      finishedAt: run.finished_at?.toISOString() ?? null,
      counts: { ...noCounts(), ...run.counts },
      failed: run.error !== null,
    })),
  };
}

/**
 * Changes the schedule (whole days or months within {@link RETENTION_BOUNDS}); audited in
 * `privacy_audit` with what it was and what it became. The policy texts follow (content-api publishes
 * them again within its next look).
 * @throws AppError bad_request (400) naming each field out of bounds, in the member's language
 */
export async function changeRetention(
  deps: TRetentionDeps,
  input: { actorId: number; body: unknown; locale: TLocale },
): Promise<TRetentionView> {
  const schedule = parseOrRefuse(
    ZRetentionScheduleSchema,
    postedStrings(input.body, FIELDS),
    input.locale,
    MESSAGES,
  );
  await withTransaction(deps.pool, async (client) => {
    const before = scheduleOf(await findRetention(client, true));
    await updateRetention(client, { actorId: input.actorId, schedule });
    await insertPrivacyAudit(client, {
      actorId: input.actorId,
      action: 'retention.changed',
      detail: { before, after: schedule },
    });
  });
  return retentionView(deps);
}

/**
 * What the next nightly run would erase if it ran now: counts per rule (leads; call clicks as
 * events), never names — the same selection the run uses. Audited.
 */
export async function retentionDryRun(
  deps: TRetentionDeps,
  actorId: number,
): Promise<TRetentionDryRun> {
  const now = new Date((deps.clock ?? systemClock).now());
  const schedule = scheduleOf(await findRetention(deps.pool));
  const counts = await countRetention(deps.pool, schedule, now);
  await insertPrivacyAudit(deps.pool, {
    actorId,
    action: 'retention.dry_run',
    detail: { counts },
  });
  return { counts, asOf: now.toISOString() };
}
