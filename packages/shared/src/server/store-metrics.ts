import type { Queue } from 'bullmq';
import { withTimeout } from './http';
import { gauge } from './metrics';

/** A cheap round trip to a store: resolves when it answered. */
export type TStorePing = () => Promise<void>;

/** The stores a service pings at each scrape; a store it does not use is left out. */
export type TWatchedStores = { postgres?: TStorePing; redis?: TStorePing };

/** A ping that has not answered within this long counts as unreachable (a scrape times out at 10 s). */
export const STORE_PING_TIMEOUT_MS = 2_000;

let watched: { service: string; stores: TWatchedStores } | null = null;

async function reachable(ping: TStorePing): Promise<number> {
  try {
    await withTimeout(ping(), STORE_PING_TIMEOUT_MS);
    return 1;
  } catch {
    return 0;
  }
}

function storeGauge(store: keyof TWatchedStores) {
  gauge(
    `${store}_up`,
    `Whether ${store === 'postgres' ? 'PostgreSQL' : 'Redis'} answered a ping at this scrape (1) or not (0), by service`,
    ['service'],
    async function collect() {
      const ping = watched?.stores[store];
      if (!watched || !ping) return;
      this.set({ service: watched.service }, await reachable(ping));
    },
  );
}

// the alerts PostgresUnreachable and RedisUnreachable read them (infra/k8s/components/monitoring)
storeGauge('postgres');
storeGauge('redis');

/**
 * Declares which stores this process depends on: at each scrape `firm_postgres_up{service}` and
 * `firm_redis_up{service}` are 1 when the store answered its ping within {@link STORE_PING_TIMEOUT_MS}
 * and 0 otherwise. A store not named is not reported (the queues on PostgreSQL need no Redis).
 */
export function watchStores(service: string, stores: TWatchedStores): void {
  watched = { service, stores };
}

/** A Redis ping through a BullMQ queue's own connection (only for a queue on the Redis backend). */
export function pingQueueRedis(queue: Pick<Queue, 'getBackend'>): TStorePing {
  return async () => {
    const client = await queue.getBackend().client;
    await client.runCommand('ping', []);
  };
}
