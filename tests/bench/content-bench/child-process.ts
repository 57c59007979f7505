import { spawn, type ChildProcess } from 'node:child_process';
import { repoPaths } from '@firm/shared/server/paths';

/** A server started as a child process. */
export type TChild = { process: ChildProcess; stop: () => Promise<void> };

/** Runs `node --import tsx <script>` with `env` and waits until `http://127.0.0.1:<port>/healthz` answers. */
export async function startChild(
  script: string,
  env: Record<string, string>,
  port: number,
): Promise<TChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: repoPaths().root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${script} did not start on port ${port}`);
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
