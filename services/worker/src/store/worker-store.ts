import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import type { Pool } from '@firm/shared/server/db';
import {
  recordDelivery,
  wasDelivered,
  type TDeliveryDetails,
  type TDeliveryKey,
} from '../deliveries/deliveries.repository';
import { findLead } from '../leads/lead.repository';

/** The reads and writes of job handlers. */
export type TWorkerStore = {
  findLead(id: number): Promise<TLeadWithReferrer | null>;
  wasDelivered(key: TDeliveryKey): Promise<boolean>;
  /** Resolves once the record is committed. */
  recordDelivery(key: TDeliveryKey, details: TDeliveryDetails): Promise<void>;
};

/** The handlers' data access on `pool`: one statement per read or write. */
export function createWorkerStore(pool: Pool): TWorkerStore {
  return {
    findLead: (id) => findLead(pool, id),
    wasDelivered: (key) => wasDelivered(pool, key),
    recordDelivery: (key, details) => recordDelivery(pool, key, details),
  };
}
