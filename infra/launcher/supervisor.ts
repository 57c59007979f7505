import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { SERVICE_NODE_ARGS } from '../../packages/shared/src/server/service-node-args';
import { openLogFile, terminalLine } from './service-logs';

/** One service the launcher runs as its own process. */
export type TServiceSpec = {
  name: string;
  /** Script (TypeScript) run with `node --import tsx` and the tracing preload. */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** URL answering 200 once the service is up and its dependencies answer (`/readyz`). */
  healthUrl: string;
  /** The port it listens on (shown once it is ready). */
  port: number;
};

type TRunning = { spec: TServiceSpec; child: ChildProcess; restarts: number[] };

const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * Runs services as child processes, writes their output to one log file each (`logDir`), shows
 * their warnings, errors and crashes prefixed with their name, restarts one that crashes (at most 5
 * times a minute) and stops them all on {@link Supervisor.stopAll}.
 */
export class Supervisor {
  private readonly running = new Map<string, TRunning>();
  private stopping = false;

  constructor(
    private readonly cwd: string,
    private readonly log: (line: string) => void,
    private readonly onGiveUp: (name: string) => void,
    private readonly logDir: string,
  ) {}

  /** Starts a service. */
  start(spec: TServiceSpec, restarts: number[] = []): void {
    const child = spawn(process.execPath, [...SERVICE_NODE_ARGS, spec.entry], {
      cwd: this.cwd,
      env: spec.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = `${spec.name.padEnd(11)} | `;
    const { stream: logFile } = openLogFile(this.logDir, spec.name);
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      readline.createInterface({ input: stream }).on('line', (line) => {
        logFile.write(`${line}\n`);
        const shown = terminalLine(line);
        if (shown !== null) this.log(prefix + shown);
      });
    }
    child.on('close', () => logFile.end());
    child.on('exit', (code, signal) => this.handleExit(spec.name, code, signal));
    this.running.set(spec.name, { spec, child, restarts });
  }

  private handleExit(name: string, code: number | null, signal: NodeJS.Signals | null): void {
    const entry = this.running.get(name);
    if (!entry || this.stopping) return;
    this.running.delete(name);
    const now = Date.now();
    const recent = entry.restarts.filter((t) => now - t < 60_000);
    if (recent.length >= MAX_RESTARTS_PER_MINUTE) {
      this.log(`${name} keeps exiting (code ${code ?? signal}); giving up`);
      this.onGiveUp(name);
      return;
    }
    this.log(
      `${name} exited (code ${code ?? signal}); restarting in 1 s (its log: ${path.join(this.logDir, `${name}.log`)})`,
    );
    setTimeout(() => {
      if (!this.stopping) this.start(entry.spec, [...recent, now]);
    }, 1000).unref();
  }

  /** True while the named service's process is alive. */
  isRunning(name: string): boolean {
    const entry = this.running.get(name);
    return Boolean(entry && entry.child.exitCode === null && entry.child.signalCode === null);
  }

  /** Sends SIGTERM to every service, then SIGKILL to any still alive after `graceMs`. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const children = [...this.running.values()]
      .map((r) => r.child)
      .filter((c) => c.exitCode === null && c.signalCode === null);
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    this.running.clear();
  }
}

/** Polls `url` until it answers 2xx, the process dies, or `timeoutMs` passes. */
export async function waitHealthy(
  url: string,
  alive: () => boolean,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `${url} did not become healthy within ${timeoutMs / 1000} s${alive() ? '' : ' (the process exited)'}`,
  );
}
