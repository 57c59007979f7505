import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPaths } from '@firm/shared/server/paths';

/** A service started as a child process, as the launcher would. */
export type TChild = { process: ChildProcess; stop: () => Promise<void> };

/** The web edge's production build, made once if `services/web/dist` has none (as `npm start` does). */
export function ensureWebBuild(): void {
  if (existsSync(path.join(repoPaths().root, 'services/web/dist/.build-stamp'))) return;
  const built = spawnSync('npm', ['run', 'build', '-w', '@firm/web', '--silent'], {
    cwd: repoPaths().root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error('the web build failed');
  // as the launcher does: the next run (and the next bench in the same process) reuses this build
  writeFileSync(
    path.join(repoPaths().root, 'services/web/dist/.build-stamp'),
    new Date().toISOString(),
  );
}

const ENTRIES = {
  'content-api': 'services/content-api/src/server.ts',
  'leads-api': 'services/leads-api/src/server.ts',
  worker: 'services/worker/src/server.ts',
  web: 'services/web/src/edge/server.ts',
} as const;

/** Starts a service (the web edge: `src/edge/server.ts`) with `env` (and extra node flags, e.g. `--cpu-prof`) and waits until its /healthz answers. */
export async function startService(
  name: keyof typeof ENTRIES,
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<TChild> {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ENTRIES[name]], {
    cwd: repoPaths().root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not start on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The secrets the benches' leads-api and edge share (throw-away values, loopback only). */
export const BENCH_EDGE_SECRET = 'bench-edge-secret-0123456789abcdef0123';
const BENCH_CSRF_SECRET = 'bench-csrf-secret-0123456789abcdef0123';

/**
 * Starts leads-api for a bench: `env` (database, Redis, queue prefix) with the bench's secrets and
 * rate limits out of the way (every bench lead comes from one address), counters under `rateLimitPrefix`.
 */
export function startBenchLeadsApi(
  env: Record<string, string>,
  rateLimitPrefix: string,
  port: number,
  nodeArgs: string[] = [],
): Promise<TChild> {
  return startService(
    'leads-api',
    {
      ...env,
      CSRF_SECRET: BENCH_CSRF_SECRET,
      EDGE_PROXY_SECRET: BENCH_EDGE_SECRET,
      RATE_LIMIT_PER_IP: '1000000000',
      RATE_LIMIT_PER_PHONE: '1000000000',
      RATE_LIMIT_PREFIX: rateLimitPrefix,
    },
    port,
    nodeArgs,
  );
}

/**
 * Starts the web edge (production build, built first if needed) in front of leads-api at `leadsPort`;
 * no content-api: the lead path does not need one.
 */
export async function startLeadEdge(
  leadsPort: number,
  edgePort: number,
  edgeSecret: string,
  nodeArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<TChild> {
  ensureWebBuild();
  return startService(
    'web',
    {
      NODE_ENV: 'production',
      EDGE_PROXY_SECRET: edgeSecret,
      LEADS_API_URL: `http://127.0.0.1:${leadsPort}`,
      CONTENT_API_URL: `http://127.0.0.1:${leadsPort + 3}`,
      PUBLIC_ORIGIN: `http://127.0.0.1:${edgePort}`,
      ...env,
    },
    edgePort,
    nodeArgs,
  );
}

/** A visitor's anti-forgery token and the cookie that goes with it, from the edge. */
export async function csrfSession(edgePort: number): Promise<{ token: string; cookie: string }> {
  const answer = await fetch(`http://127.0.0.1:${edgePort}/csrf-token`);
  const { token } = (await answer.json()) as { token: string };
  const cookie = answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { token, cookie };
}
