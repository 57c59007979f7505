import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import type { Pool } from '@firm/shared/server/db';
import { findLead } from '../leads/lead.repository';

/** The lead reads of job handlers (their deliveries go through `deliverOnce`). */
export type TWorkerStore = {
  findLead(id: number): Promise<TLeadWithReferrer | null>;
};

/** The handlers' data access on `pool`: one statement per read. */
export function createWorkerStore(pool: Pool): TWorkerStore {
  return { findLead: (id) => findLead(pool, id) };
}
