import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { isRowError, type Pool } from '@firm/shared/server/db';
import { MicroBatcher } from '@firm/shared/server/micro-batcher';
import {
  recordDeliveries,
  wereDelivered,
  type TDelivery,
  type TDeliveryDetails,
  type TDeliveryKey,
} from '../deliveries/deliveries.repository';
import { findLeads } from '../leads/lead.repository';

/** The reads and writes of job handlers. */
export type TWorkerStore = {
  findLead(id: number): Promise<TLeadWithReferrer | null>;
  wasDelivered(key: TDeliveryKey): Promise<boolean>;
  /** Resolves once the record is committed. */
  recordDelivery(key: TDeliveryKey, details: TDeliveryDetails): Promise<void>;
};

/**
 * The handlers' data access, batched: the jobs that run at the same time (the worker's
 * concurrency) share one statement per kind of read or write instead of one each, which under
 * load divides the round trips and PostgreSQL's work per lead. A lone job waits one turn of
 * the event loop at most.
 */
export function createWorkerStore(pool: Pool): TWorkerStore {
  const leads = new MicroBatcher((ids: number[]) => findLeads(pool, ids));
  const delivered = new MicroBatcher((keys: TDeliveryKey[]) => wereDelivered(pool, keys));
  const records = new MicroBatcher(
    async (deliveries: TDelivery[]) => {
      await recordDeliveries(pool, deliveries);
      return deliveries.map(() => undefined);
    },
    { retrySingly: isRowError },
  );
  return {
    findLead: (id) => leads.call(id),
    wasDelivered: (key) => delivered.call(key),
    recordDelivery: (key, details) => records.call({ key, details }),
  };
}
