import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import type { Pool } from '@firm/shared/server/db';
import { MicroBatcher } from '@firm/shared/server/micro-batcher';
import { findLeads } from '../leads/lead.repository';

/** The lead reads of job handlers (their deliveries go through `deliverOnce`). */
export type TWorkerStore = {
  findLead(id: number): Promise<TLeadWithReferrer | null>;
};

/**
 * The handlers' data access, batched: the jobs that run at the same time (the worker's
 * concurrency) share one statement instead of one each, which under
 * load divides the round trips and PostgreSQL's work per lead. A lone job waits one turn of
 * the event loop at most.
 */
export function createWorkerStore(pool: Pool): TWorkerStore {
  const leads = new MicroBatcher((ids: number[]) => findLeads(pool, ids));
  return { findLead: (id) => leads.call(id) };
}
