import { withTransaction, type Pool } from '@firm/shared/server/db';
import type { TDocumentKind } from './document-kind';
import { liveLanguages, offState, publishNow, statesByLang } from './document-publishing';
import { insertAudit } from './audit.repository';
import { findItem, findRevision } from './documents.repository';
import type { TScheduledPublish } from './documents.service';
import { findStates, saveState } from './states.repository';

/**
 * Runs a scheduled publication when its time has come: once, whatever the restarts and the jobs of
 * older schedules (the document is locked and the schedule id must still be the language's). A
 * language that can no longer be published (an image deleted, an address taken since) goes back to
 * its earlier state and the audit trail says why.
 * @returns 'published', 'stale' (nothing to do), 'failed', or the milliseconds still to wait
 */
export function runScheduledPublication<D>(
  pool: Pool,
  kind: TDocumentKind<D>,
  job: TScheduledPublish,
  now: () => Date,
): Promise<'published' | 'stale' | 'failed' | number> {
  return withTransaction(pool, async (client) => {
    if (!(await findItem(client, kind.kind, job.key, true))) return 'stale' as const;
    const states = statesByLang(await findStates(client, kind.kind, job.key));
    const state = states[job.lang];
    if (state.state !== 'scheduled' || state.schedule_id !== job.scheduleId)
      return 'stale' as const;
    const wait = (state.scheduled_at as Date).getTime() - now().getTime();
    if (wait > 1000) return wait;
    const revision = state.scheduled_revision as number;
    const document = kind.read(
      (await findRevision(client, kind.kind, job.key, revision))?.document,
    );
    const live = await liveLanguages(client, kind, job.key, states);
    delete live[job.lang];
    const problems = await kind.publishProblems(client, job.key, document, job.lang, live, 'es');
    if (problems.length === 0) {
      await publishNow(client, {
        kind,
        key: job.key,
        langs: [job.lang],
        revision,
        states,
        actor: null,
        at: now(),
      });
      return 'published' as const;
    }
    const back = state.live ? { ...state, state: 'published' as const } : offState(state);
    const cleared = { ...back, scheduled_at: null, scheduled_revision: null, schedule_id: null };
    await saveState(client, kind.kind, job.key, cleared, now());
    const detail = { language: job.lang, revision, problems };
    await insertAudit(client, {
      actor: null,
      action: 'schedule_failed',
      kind: kind.kind,
      key: job.key,
      detail,
      at: now(),
    });
    return 'failed' as const;
  });
}
