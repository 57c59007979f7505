import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoPaths } from '@firm/shared/server/paths';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL binary, as the `postgres` user when this process is root (initdb refuses root). */
function pgRun(binary: string, args: string[]): void {
  const command = path.join(PG_BIN, binary);
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${binary} failed: ${result.stderr || result.stdout || result.error}`);
}

/** A PostgreSQL cluster of the suite's own, in a temporary folder. */
export type TOwnPostgres = { url: string; start: () => void; stop: () => void; remove: () => void };

/** initdb into a temporary folder and start it on `port` (trust auth, loopback only). */
export function startOwnPostgres(port: number): TOwnPostgres {
  const root = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  pgRun('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () =>
    pgRun('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  const stop = () => pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/faults`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A child process the suite starts, kills and restarts by PID. */
export type TProcess = {
  readonly pid: number | undefined;
  /** Exits the suite did not cause (a crash), since the start. */
  readonly crashes: number;
  start: () => Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/** A process of `command` with `args`; `ready` resolves once it serves. */
export function managedProcess(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
): TProcess {
  let child: ChildProcess | undefined;
  let crashes = 0;
  let killing = false;
  return {
    get pid() {
      return child?.pid;
    },
    get crashes() {
      return crashes;
    },
    async start() {
      child = spawn(command, args, {
        cwd: repoPaths().root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      killing = false;
      child.once('exit', (code, signal) => {
        if (killing) return;
        crashes += 1;
        process.stdout.write(`  ✖ ${name} exited by itself (${code ?? signal})\n`);
      });
      const deadline = Date.now() + 30_000;
      while (!(await ready().catch(() => false))) {
        if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
        if (Date.now() > deadline) throw new Error(`${name} did not become ready`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    kill(signal) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null)
        return Promise.resolve();
      killing = true;
      return new Promise((resolve) => {
        running.once('exit', () => resolve());
        running.kill(signal);
      });
    },
  };
}

/** A Node service of the repository (`services/<name>/src/server.ts`) ready when /healthz answers. */
export function serviceProcess(name: string, port: number, env: NodeJS.ProcessEnv): TProcess {
  return managedProcess(
    name,
    process.execPath,
    ['--import', 'tsx', `services/${name}/src/server.ts`],
    { ...env, PORT: String(port), LOG_LEVEL: process.env.FAULTS_LOG_LEVEL ?? 'error' },
    async () => (await fetch(`http://127.0.0.1:${port}/healthz`)).ok,
  );
}

/** A Redis of the suite's own without persistence: a restart comes back empty. */
export function redisProcess(port: number): TProcess {
  return managedProcess(
    'redis',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--loglevel',
      'warning',
    ],
    {},
    async () =>
      spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
      'PONG',
  );
}
