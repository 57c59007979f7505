import { hostname } from 'node:os';
import { recordHeartbeat, type THeartbeat } from '../ops/heartbeat.repository';
import type { TOpsService } from '../ops/ops-status';
import type { Pool } from './db';
import type { Logger } from './logger';
import { httpTotals } from './http-metrics';
import { serviceVersion } from './service-version';

const WINDOW_MS = 5 * 60_000;

/** Options of {@link startHeartbeat}. */
export type THeartbeatOptions = {
  service: TOpsService;
  /** Stores the heartbeat (a row in PostgreSQL, or a POST to leads-api for the edge). */
  write: (beat: THeartbeat) => Promise<void>;
  logger: Logger;
  /** @defaultValue 10000 */
  intervalMs?: number;
  /** The process's name among its service's. @defaultValue the host's name (a pod's name in k8s) */
  instance?: string;
};

/**
 * Says every `intervalMs` that this process is alive (issue 33 §4): its version, its start time and
 * its requests and 5xx answers of the last five minutes. A write failing three times in a row is
 * logged once. The timer does not keep the process alive.
 * @returns stops the heartbeat
 */
export function startHeartbeat(options: THeartbeatOptions): () => void {
  const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));
  const samples: { at: number; requests: number; errors: number }[] = [];
  let failures = 0;
  const beat = async () => {
    const now = Date.now();
    const totals = httpTotals();
    samples.push({ at: now, ...totals });
    while (samples.length > 1 && samples[1]!.at <= now - WINDOW_MS) samples.shift();
    const first = samples[0]!;
    try {
      await options.write({
        service: options.service,
        instance: options.instance ?? hostname(),
        version: serviceVersion(),
        startedAt,
        requests5m: totals.requests - first.requests,
        errors5m: totals.errors - first.errors,
      });
      failures = 0;
    } catch (error) {
      // a peer still starting misses a beat or two: only a lasting failure is worth a warning
      failures += 1;
      if (failures === 3) options.logger.warn({ err: error }, 'heartbeat not recorded');
    }
  };
  void beat();
  const timer = setInterval(() => void beat(), options.intervalMs ?? 10_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** {@link startHeartbeat} of a process that holds a PostgreSQL pool: the row is written directly. */
export function startDatabaseHeartbeat(
  pool: Pool,
  service: TOpsService,
  logger: Logger,
): () => void {
  return startHeartbeat({ service, logger, write: (beat) => recordHeartbeat(pool, beat) });
}
