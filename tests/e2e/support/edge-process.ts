import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { E2E_INTERNAL_PORTS } from './stack';

/** A web edge a test started beside the stack. */
export type TEdgeProcess = { origin: string; stop: () => void };

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
 * Starts a second web edge (the app the stack built) on `port` with upstreams of its own, e.g. a content
 * service that cannot be reached (`CONTENT_API_URL: 'http://127.0.0.1:9'`), and waits until it answers.
 * @param port - its public port
 * @param env - what differs from the test's environment (CONTENT_API_URL, LEADS_API_URL, ...)
 */
export async function startEdge(port: number, env: Record<string, string>): Promise<TEdgeProcess> {
  const origin = `http://localhost:${port}`;
  const edge = spawn(process.execPath, ['--import', 'tsx', 'services/web/src/edge/server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: String(port), PUBLIC_ORIGIN: origin, LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  const stop = () => void edge.kill('SIGTERM');
  for (let i = 0; i < 200; i += 1) {
    const ready = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`the edge on port ${port} did not start`);
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
