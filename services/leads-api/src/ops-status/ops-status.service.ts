import { readAlertStates } from '@firm/shared/ops/alert-state.repository';
import { recordHeartbeat, type THeartbeat } from '@firm/shared/ops/heartbeat.repository';
import { opsStatusOf } from '@firm/shared/ops/ops-status-of';
import type { TOpsStatus } from '@firm/shared/ops/ops-status';
import { readOpsFigures, type TOpsSources } from '@firm/shared/ops/read-ops-figures';
import { ZHeartbeatSchema } from '@firm/shared/ops/heartbeat-schema';
import { AppError } from '@firm/shared/server/app-error';

/**
 * The status page's figures and alerts (issue 33 §4), read now: the alerts are evaluated in this
 * process on these figures, and their "since" comes from the worker's record.
 */
export async function opsStatus(sources: TOpsSources): Promise<TOpsStatus> {
  const figures = await readOpsFigures(sources);
  const states = figures.postgresReachable
    ? await readAlertStates(sources.pool).catch(() => [])
    : [];
  return opsStatusOf(figures, states);
}

/**
 * Records the web edge's heartbeat (it has no database of its own).
 * @throws AppError `validation` when the body is not a heartbeat of the edge
 */
export async function recordEdgeHeartbeat(
  sources: Pick<TOpsSources, 'pool'>,
  body: unknown,
): Promise<void> {
  const parsed = ZHeartbeatSchema.safeParse(body);
  if (!parsed.success || parsed.data.service !== 'web')
    throw new AppError('validation', 'Not a heartbeat of the web edge');
  const beat: THeartbeat = { ...parsed.data, startedAt: new Date(parsed.data.startedAt) };
  await recordHeartbeat(sources.pool, beat);
}
