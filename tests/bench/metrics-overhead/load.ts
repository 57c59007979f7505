import { createRequire } from 'node:module';

/** What the overhead bench reads of an autocannon run. */
export type TLoadResult = { rate: number; p99: number; non2xx: number; errors: number };

type TRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type TAutocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: (TRequest & { setupRequest?: (request: TRequest) => TRequest })[];
}) => Promise<{
  '2xx': number;
  non2xx: number;
  errors: number;
  duration: number;
  latency: { p99: number };
}>;

const autocannon = createRequire(import.meta.url)('autocannon') as TAutocannon;

/** Runs autocannon and keeps the 2xx answers per second and the p99 latency (ms). */
export async function load(options: Parameters<TAutocannon>[0]): Promise<TLoadResult> {
  const result = await autocannon(options);
  return {
    rate: result['2xx'] / result.duration,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
