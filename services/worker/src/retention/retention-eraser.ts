import type { Queue } from 'bullmq';
import { retentionReason, type TRetentionSchedule } from '@firm/shared/privacy/retention';
import { withTransaction, type Pool } from '@firm/shared/server/db';
import { erasePersonLeads } from '@firm/shared/server/privacy/erase-person';
import { removeLeadJobs } from '@firm/shared/server/privacy/erasure-jobs';
import { lockPersonLeads, standingHolds } from '@firm/shared/server/privacy/erasure.repository';
import { insertPrivacyAudit } from '@firm/shared/server/privacy/privacy-audit';
import {
  callClickCutoff,
  retentionLeads,
  type TRetentionLead,
} from '@firm/shared/server/privacy/retention-selection';
import { addRunCounts, deleteCallClicksBefore, type TRunHold } from './retention-runs.repository';

/** What the run erases with. */
export type TRetentionEraseDeps = {
  pool: Pool;
  /** keys the stubs' hashes (`PRIVACY_HASH_SECRET`, the same as leads-api's) */
  privacyHashSecret: string;
  /** the job queues whose jobs of erased leads go too */
  queues: Queue[];
};

const CLICK_BATCH = 1000;

/**
 * Erases one person as the manual erase does (every lead with the phone key or e-mail key; a stub
 * remains, erased by "retention" for the rule's reason), in one transaction with the run's counts.
 * Skipped (nothing written) when the person changed since the selection: a new lead, a hold.
 * @returns the erased lead ids (none when skipped)
 */
async function erasePerson(
  deps: TRetentionEraseDeps,
  hold: TRunHold,
  asked: TRetentionLead,
  due: Map<number, TRetentionLead>,
): Promise<number[]> {
  return withTransaction(deps.pool, async (client) => {
    const leads = (await lockPersonLeads(client, asked.id)).filter((lead) => !lead.erased);
    const first = leads.find((lead) => lead.id === asked.id);
    if (!first || leads.some((lead) => !due.has(lead.id))) return [];
    if (
      (
        await standingHolds(
          client,
          leads.map((lead) => lead.id),
        )
      ).length
    )
      return [];
    const rules = [...new Set(leads.map((lead) => due.get(lead.id)!.rule))].sort();
    const erased = await erasePersonLeads(client, leads, {
      secret: deps.privacyHashSecret,
      actorId: null,
      reason: rules.map(retentionReason).join(' '),
      requestId: null,
      formVariant: first.form_variant,
    });
    const counts = { spam: 0, unengaged: 0 };
    for (const lead of leads) counts[due.get(lead.id)!.rule] += 1;
    await insertPrivacyAudit(client, {
      actorId: null,
      action: 'lead.erased',
      leadId: asked.id,
      detail: { by: 'retention', rules, leads: erased.leadIds.length, erasureId: erased.erasureId },
    });
    await addRunCounts(client, hold, counts);
    return erased.leadIds;
  });
}

/** Deletes the call clicks older than the period, a batch per transaction with the run's counts. */
async function deleteOldClicks(
  deps: TRetentionEraseDeps,
  hold: TRunHold,
  schedule: TRetentionSchedule,
  now: Date,
): Promise<void> {
  const cutoff = callClickCutoff(schedule, now);
  for (let deleted = CLICK_BATCH; deleted === CLICK_BATCH;)
    deleted = await withTransaction(deps.pool, async (client) => {
      const count = await deleteCallClicksBefore(client, cutoff, CLICK_BATCH);
      if (count) await addRunCounts(client, hold, { call_clicks: count });
      return count;
    });
}

/**
 * Applies the schedule at `now` (issue 31 §3 "Retention"): erases every lead the selection gives
 * (the dry run's), person by person, then deletes the old call clicks, then removes the queues' jobs
 * of the erased leads. Each step commits with the run's counts, so a run that dies resumes where it
 * stopped and counts nothing twice.
 */
export async function applyRetention(
  deps: TRetentionEraseDeps,
  hold: TRunHold,
  schedule: TRetentionSchedule,
  now: Date,
): Promise<void> {
  const selected = await retentionLeads(deps.pool, schedule, now);
  const due = new Map(selected.map((lead) => [lead.id, lead]));
  const done = new Set<number>();
  for (const lead of selected) {
    if (done.has(lead.id)) continue;
    for (const id of await erasePerson(deps, hold, lead, due)) done.add(id);
  }
  await deleteOldClicks(deps, hold, schedule, now);
  if (done.size) await removeLeadJobs(deps.queues, [...done]);
}
