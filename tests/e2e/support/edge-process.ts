import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { E2E_INTERNAL_PORTS } from './stack';

/** A web edge a test started beside the stack. */
export type TEdgeProcess = {
  origin: string;
  stop: () => void;
  /** What it wrote to its standard output so far (its log lines, at the `LOG_LEVEL` given; none by default). */
  output: () => string;
};

/** A TCP port that is free on this machine right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a service of the repository (its `src/server.ts`) on `port` with the test's environment and
 * `env` on top, and waits until its `/healthz` answers.
 * @param entry - the server file, e.g. 'services/leads-api/src/server.ts'
 * @param port - its port
 * @param env - what differs from the test's environment
 */
export async function startService(
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<TEdgeProcess> {
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const output = () => Buffer.concat(chunks).toString('utf8');
  const stop = () => void child.kill('SIGTERM');
  for (let i = 0; i < 200; i += 1) {
    const ready = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { origin, stop, output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`${entry} on port ${port} did not start`);
}

/**
 * Starts a second web edge (the app the stack built) on `port` with upstreams of its own, e.g. a content
 * service that cannot be reached (`CONTENT_API_URL: 'http://127.0.0.1:9'`), and waits until it answers.
 * @param port - its public port
 * @param env - what differs from the test's environment (CONTENT_API_URL, LEADS_API_URL, ...)
 */
export function startEdge(port: number, env: Record<string, string>): Promise<TEdgeProcess> {
  return startService('services/web/src/edge/server.ts', port, {
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    ...env,
  });
}

/**
 * A second edge on a free port whose content service cannot be reached, with the stack's real leads-api
 * (so the forms work): a page without its texts, its content data or the shell's content.
 */
export async function startEdgeWithoutContent(): Promise<TEdgeProcess> {
  return startEdge(await freePort(), {
    CONTENT_API_URL: 'http://127.0.0.1:9',
    LEADS_API_URL: `http://127.0.0.1:${E2E_INTERNAL_PORTS.LEADS_API_PORT}`,
  });
}
