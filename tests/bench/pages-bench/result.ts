import type { TFirstLoad } from '../../support/first-load';
import type { TEntryPart } from './bytes';

/** What `npm run bench:pages` measured (written as JSON, turned into BENCHMARKS.md tables). */
export type TPagesResult = {
  date: string;
  machine: string;
  loadAverage: number;
  bytes: (TFirstLoad & { id: string })[];
  entry: TEntryPart[];
  server: {
    page: string;
    static: number;
    cached: number;
    cachedP99: number;
    uncached: number;
    uncachedP99: number;
  }[];
  lighthouse: { page: string; site: TLighthouseScores; copy: TLighthouseScores }[];
  memory: Record<string, number>;
  seconds: number;
};

/** One Lighthouse report's scores (0–100) and metrics (ms; CLS unitless). */
export type TLighthouseScores = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
};

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The targets of issue 17 (and of the services, issue 4 and 5; the cached share re-based by issue 26). */
export const TARGETS = {
  firstLoadJsKb: 110,
  cssKb: 30,
  cachedShareOfStatic: 0.4,
  uncachedP99Ms: 50,
  performance: 98,
  performanceGapToCopy: 2,
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: 50,
  rssMb: 150,
} as const;

/** The Markdown tables of a pages run. */
export function pagesMarkdown(r: TPagesResult): string {
  const lines: string[] = [];
  lines.push(
    `Run ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine}; load average ${r.loadAverage.toFixed(1)} at start; ${r.seconds} s.`,
    '',
    '#### Bytes (deterministic; the budgets are also a test: `tests/e2e/pages/bytes-budget.spec.ts`)',
    '',
    `| Page | First-load JS (gzip) | target ≤ ${TARGETS.firstLoadJsKb} kB | CSS (gzip) | target ≤ ${TARGETS.cssKb} kB |`,
    '| --- | --: | :-: | --: | :-: |',
  );
  for (const row of r.bytes)
    lines.push(
      `| ${row.id} | ${kb(row.js.gzip)} kB | ${mark(row.js.gzip / 1024 <= TARGETS.firstLoadJsKb)} | ${kb(row.css.gzip)} kB | ${mark(row.css.gzip / 1024 <= TARGETS.cssKb)} |`,
    );
  if (r.entry.length) {
    const total = r.entry.reduce((sum, part) => sum + part.bytes, 0);
    lines.push(
      '',
      `The browser entry (${kb(total)} kB minified), by package — the largest parts:`,
      '',
    );
    lines.push('| Part | Minified | Share |', '| --- | --: | --: |');
    for (const part of r.entry.slice(0, 12))
      lines.push(
        `| ${part.name} | ${kb(part.bytes)} kB | ${((100 * part.bytes) / total).toFixed(0)} % |`,
      );
  }
  lines.push(
    '',
    '#### Server (autocannon, 10 connections; median of the runs)',
    '',
    `| Page | Static copy | Edge, page cache | share (target ≥ ${TARGETS.cachedShareOfStatic * 100} %) | p99 | Edge, no cache | p99 (target ≤ ${TARGETS.uncachedP99Ms} ms) |`,
    '| --- | --: | --: | --: | --: | --: | --: |',
  );
  for (const row of r.server) {
    const share = row.cached / row.static;
    lines.push(
      `| \`${row.page}\` | ${row.static.toFixed(0)}/s | ${row.cached.toFixed(0)}/s | ${(100 * share).toFixed(0)} % ${mark(share >= TARGETS.cachedShareOfStatic)} | ${row.cachedP99} ms | ${row.uncached.toFixed(0)}/s | ${row.uncachedP99} ms ${mark(row.uncachedP99 <= TARGETS.uncachedP99Ms)} |`,
    );
  }
  lines.push(
    '',
    `#### Lighthouse 12 (mobile, simulated throttling; median of the runs). Targets: performance ≥ ${TARGETS.performance} and within ${TARGETS.performanceGapToCopy} of the static copy; accessibility, best practices, SEO 100; LCP ≤ ${TARGETS.lcpMs} ms, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms`,
    '',
    '| Page | Perf | Static copy | A11y | BP | SEO | LCP | CLS | TBT |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const { page, site, copy } of r.lighthouse)
    lines.push(
      `| \`${page}\` | ${site.performance} ${mark(site.performance >= TARGETS.performance && copy.performance - site.performance <= TARGETS.performanceGapToCopy)} | ${copy.performance} | ${site.accessibility} | ${site.bestPractices} | ${site.seo} | ${site.lcp} ms ${mark(site.lcp <= TARGETS.lcpMs)} | ${site.cls} ${mark(site.cls <= TARGETS.cls)} | ${site.tbt} ms ${mark(site.tbt <= TARGETS.tbtMs)} |`,
    );
  lines.push('', `#### Memory after the runs (RSS; target ≤ ${TARGETS.rssMb} MB each)`, '');
  lines.push('| Service | RSS |', '| --- | --: |');
  for (const [name, mb] of Object.entries(r.memory))
    lines.push(`| ${name} | ${mb} MB ${mark(mb <= TARGETS.rssMb)} |`);
  return lines.join('\n');
}
