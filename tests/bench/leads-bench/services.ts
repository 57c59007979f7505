import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoPaths } from '../../../packages/shared/src/server/paths';

/** A service started as a child process, as the launcher would. */
export type TChild = { process: ChildProcess; stop: () => Promise<void> };

/** Starts `services/<name>/src/server.ts` with `env` (and extra node flags, e.g. `--cpu-prof`) and waits until its /healthz answers. */
export async function startService(
  name: 'leads-api' | 'worker',
  env: Record<string, string>,
  port: number,
  nodeArgs: string[] = [],
): Promise<TChild> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', path.join('services', name, 'src', 'server.ts')],
    {
      cwd: repoPaths().root,
      env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
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
