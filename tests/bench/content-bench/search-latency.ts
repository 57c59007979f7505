import type { Pool } from '@firm/shared/server/db';
import { SearchService } from '@firm/content-api/search/search.service';
import { searchWords } from '@firm/content-api/search/search-terms';

/** p50/p99 in ms of `runs` searches made one after another through SearchService (database, no HTTP). */
export async function sequentialSearchLatency(
  pool: Pool,
  queries: string[],
  runs: number,
): Promise<{ p50: number; p99: number }> {
  const service = new SearchService(pool);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await service.search(searchWords(queries[i % queries.length]));
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
}
