import { createRequire } from 'node:module';
import { cpuBetween, sampleCpu, type TCpuSample } from '../leads-bench/cpu-usage';

/**
 * What the overhead bench reads of a run: answers per second, p99 (ms), failures, and the CPU the
 * services spent per answer (ms) — steadier than the rate on a machine that others load too.
 */
export type TLoadResult = {
  rate: number;
  p99: number;
  non2xx: number;
  errors: number;
  cpuMsPerRequest: number;
  /** The share of answers that said `x-cache: hit` (the cached pages' runs only). */
  cacheHits?: number;
};

type TRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type TOnResponse = (
  status: number,
  body: string,
  context: unknown,
  headers: Record<string, string>,
) => void;
type TAutocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: (TRequest & {
    setupRequest?: (request: TRequest) => TRequest;
    onResponse?: TOnResponse;
  })[];
}) => Promise<{
  '2xx': number;
  non2xx: number;
  errors: number;
  duration: number;
  latency: { p99: number };
}>;

const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

/** CPU ms spent by processes (by pid) since `before` (a {@link cpuNow} of the same pids). */
export function cpuSince(before: TCpuSample): number {
  const targets = [...before.keys()].map((label) => ({ label, pid: Number(label) }));
  return [...cpuBetween(before, sampleCpu(targets)).values()].reduce((a, b) => a + b, 0);
}

/** The CPU time of these processes now. */
export function cpuNow(pids: (number | undefined)[]): TCpuSample {
  return sampleCpu(
    pids.filter((pid) => pid !== undefined).map((pid) => ({ label: String(pid), pid })),
  );
}

/**
 * Runs autocannon and keeps the 2xx answers per second, the p99 latency (ms) and the CPU that the
 * processes `pids` spent per 2xx answer during the run (`untilDone` extends the CPU window: a drain).
 */
export async function load(
  options: Parameters<TAutocannon>[0],
  pids: (number | undefined)[] = [],
  untilDone: () => Promise<void> = async () => undefined,
): Promise<TLoadResult> {
  const before = cpuNow(pids);
  const result = await autocannon(options);
  await untilDone();
  return {
    rate: result['2xx'] / result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: cpuSince(before) / Math.max(1, result['2xx']),
  };
}
