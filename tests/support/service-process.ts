import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoPaths } from '@firm/shared/server/paths';
import { SERVICE_NODE_ARGS } from '@firm/shared/server/service-node-args';
import { CLIENT_ENTRY, SITE_STYLESHEET } from '@firm/web/edge/build-manifest';

/** The entry file of each service, as the Dockerfile's targets start them. */
const ENTRIES = {
  web: 'services/web/src/edge/server.ts',
  'content-api': 'services/content-api/src/server.ts',
  'leads-api': 'services/leads-api/src/server.ts',
  worker: 'services/worker/src/server.ts',
} as const;

/** A service name. */
export type TServiceName = keyof typeof ENTRIES;

/** A service running as a child process, restartable like a pod. */
export type TServiceProcess = {
  label: string;
  port: number;
  pid: () => number;
  /** SIGTERM (graceful) or SIGKILL; resolves when the process has exited. */
  stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<void>;
  /** Starts it again with the same environment (and `extra`), waiting for /healthz. */
  start: (extra?: Record<string, string>) => Promise<void>;
  /** Peak resident memory (VmHWM, MiB) and CPU seconds of the current process. */
  usage: () => { peakRssMiB: number; cpuSeconds: number };
  /** The last lines of its stderr (for failure messages). */
  stderr: () => string;
  /** The last 64 KiB of its stdout (its log lines, at the `LOG_LEVEL` it was given). */
  stdout: () => string;
};

async function waitForHealth(
  child: ChildProcess,
  label: string,
  port: number,
  errors: () => string,
) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${label} exited (${child.exitCode}): ${errors()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${label} did not start on ${port}: ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const CLOCK_TICKS = 100;

/** Starts `service` as `label` on `port` with `env` (added to this process's environment). */
export async function startServiceProcess(
  service: TServiceName,
  label: string,
  port: number,
  env: Record<string, string>,
): Promise<TServiceProcess> {
  let child: ChildProcess;
  let errorText = '';
  let outputText = '';
  const errors = () => errorText.slice(-2000);
  const launch = async (extra: Record<string, string> = {}) => {
    errorText = '';
    outputText = '';
    child = spawn(process.execPath, [...SERVICE_NODE_ARGS, ENTRIES[service]], {
      cwd: repoPaths().root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env, ...extra, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      errorText = (errorText + chunk.toString()).slice(-8000);
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      outputText = (outputText + chunk.toString()).slice(-65_536);
    });
    await waitForHealth(child, label, port, errors);
  };
  await launch();
  return {
    label,
    port,
    pid: () => child.pid ?? 0,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
    start: launch,
    usage: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const peakKiB = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
        const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const ticks = Number(fields[11]) + Number(fields[12]);
        return { peakRssMiB: Math.round(peakKiB / 1024), cpuSeconds: ticks / CLOCK_TICKS };
      } catch {
        return { peakRssMiB: 0, cpuSeconds: 0 };
      }
    },
    stderr: errors,
    stdout: () => outputText,
  };
}

/**
 * Writes a minimal web build into `dir` (a manifest with the browser entry and the stylesheet, a renderer that
 * answers a bare page) and returns it, for WEB_DIST_DIR: the scale-out test drives the edge's
 * proxy to leads-api and content-api, not its pages, and needs no Vite build of the site.
 */
export function writeWebDistStub(dir: string): string {
  mkdirSync(path.join(dir, 'client', '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(
    path.join(dir, 'client', '.vite', 'manifest.json'),
    JSON.stringify({
      [CLIENT_ENTRY]: { file: 'assets/entry.js', isEntry: true },
      [SITE_STYLESHEET]: { file: 'assets/style.css' },
    }),
  );
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    "export async function render() { return { status: 200, html: '<!doctype html><p>stub</p>' }; }\n",
  );
  return dir;
}
