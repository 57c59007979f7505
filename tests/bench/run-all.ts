/**
 * `npm run bench` — every benchmark, one after the other, each against its baseline in the same run:
 * `bench:pages` (bytes, server, Lighthouse, memory), then `bench:leads`, `bench:leads:floor`,
 * `bench:ack`, `bench:content`, `bench:clock` and `bench:reports` as they are, and `bench:metrics` (metrics on vs off).
 * Their output is shown as it comes; at the end the section between the
 * `bench:start` / `bench:end` markers of BENCHMARKS.md is rewritten with this run's tables (pages) and the
 * services' printed results, with the machine, the date and the commands.
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { repoPaths } from '@firm/shared/server/paths';
import { pagesMarkdown, type TPagesResult } from './pages-bench/result';

const root = repoPaths().root;
const PAGES_OUT = path.join(root, '.data', 'bench-pages.json');
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';
const SCRIPTS = [
  'bench:pages',
  'bench:leads',
  'bench:leads:floor',
  'bench:ack',
  'bench:content',
  'bench:clock',
  'bench:metrics',
  'bench:reports',
] as const;

function runScript(script: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script, '--silent'], {
      cwd: root,
      env: { ...process.env, BENCH_PAGES_OUT: PAGES_OUT },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main(): Promise<void> {
  const started = new Date();
  const load = loadavg()[0] ?? 0;
  const results: { script: string; code: number; output: string }[] = [];
  for (const script of SCRIPTS) {
    process.stdout.write(`\n=== npm run ${script} ===\n`);
    results.push({ script, ...(await runScript(script)) });
  }
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const pages =
    results[0]?.code === 0 ? (JSON.parse(await readFile(PAGES_OUT, 'utf8')) as TPagesResult) : null;
  const section = [
    START,
    '',
    `_Written by \`npm run bench\` on ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, load average ${load.toFixed(1)} at start; the whole run took ${minutes} min. Reproduce: \`npm ci && npm run bench\` (DATABASE_URL/REDIS_URL as for \`npm start\`; BENCH_RUNS, BENCH_LH_RUNS, BENCH_DURATION to change the runs)._`,
    '',
    '### Pages (`npm run bench:pages`)',
    '',
    pages ? pagesMarkdown(pages) : `bench:pages failed (exit ${results[0]?.code}); see its output.`,
    '',
    ...results
      .slice(1)
      .flatMap(({ script, code, output }) => [
        `### \`npm run ${script}\`${code === 0 ? '' : ` (exit ${code})`}`,
        '',
        '```text',
        output.trim(),
        '```',
        '',
      ]),
    END,
  ].join('\n');
  const file = path.join(root, 'BENCHMARKS.md');
  const text = await readFile(file, 'utf8');
  const at = text.indexOf(START);
  const end = text.indexOf(END);
  const next =
    at >= 0 && end > at
      ? text.slice(0, at) + section + text.slice(end + END.length)
      : `${text.trimEnd()}\n\n## Latest \`npm run bench\`\n\n${section}\n`;
  // formatted as `npm run format:check` expects, so a bench run leaves the check green
  await writeFile(file, await format(next, { ...(await resolveConfig(file)), filepath: file }));
  process.stdout.write(`\nBENCHMARKS.md updated (${minutes} min).\n`);
  if (results.some((r) => r.code !== 0)) process.exitCode = 1;
}

await main();
