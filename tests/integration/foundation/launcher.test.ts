import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isPortFree } from '../../../infra/launcher/ports';
import { repoPaths } from '@firm/shared/server/paths';

const PORT = 3400;
const INTERNAL = {
  CONTENT_API_PORT: '4401',
  LEADS_API_PORT: '4402',
  WORKER_PORT: '4403',
  WEB_METRICS_PORT: '4404',
};
const dataDir = path.join(repoPaths().data, `launcher-test-${process.pid}`);

/** Starts `npm start`'s launcher with no DATABASE_URL/REDIS_URL: embedded PostgreSQL, queues on PostgreSQL. */
function startLauncher(): { child: ChildProcess; output: () => string; ready: Promise<void> } {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), ...INTERNAL };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.JEST_WORKER_ID;
  Object.assign(env, {
    EMBEDDED_PG_DIR: path.join(dataDir, 'postgres'),
    EMBEDDED_PG_PORT: '54399',
    MAIL_DIR: path.join(dataDir, 'mail'),
    LOG_LEVEL: 'warn',
    LAUNCHER_EXIT_WITH_PARENT: '1',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/start.ts'], {
    cwd: repoPaths().root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ctrl-C stops everything')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`launcher exited with ${code}:\n${out.slice(-3000)}`)),
    );
  });
  return { child, output: () => out, ready };
}

describe('npm start (the launcher) with embedded defaults', () => {
  let launcher: ReturnType<typeof startLauncher>;

  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    launcher = startLauncher();
    await launcher.ready;
  }, 300_000);

  afterAll(() => {
    if (launcher.child.exitCode === null) launcher.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When started without DATABASE_URL and REDIS_URL, then it prints the URL and says what it runs on', () => {
    expect(launcher.output()).toContain(`Site ready: http://localhost:${PORT}`);
    expect(launcher.output()).toMatch(/PostgreSQL: embedded, port 54399/);
    expect(launcher.output()).toMatch(/Queues: BullMQ on PostgreSQL/);
    expect(launcher.output()).toContain(path.join(dataDir, 'mail'));
  });

  it('When the home page is requested, then the web service answers with a server-rendered Spanish page', async () => {
    const res = await fetch(`http://localhost:${PORT}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*lang="es/);
    expect(html).toMatch(/<h1[\s>]/);
  });

  it('When another launcher is started on the same port, then it names the port and exits non-zero', async () => {
    const second = spawn(process.execPath, ['--import', 'tsx', 'infra/launcher/start.ts'], {
      cwd: repoPaths().root,
      env: { ...process.env, PORT: String(PORT), ...INTERNAL },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    second.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => second.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(err).toContain(`Port ${PORT} (PORT) is already in use`);
  }, 30_000);

  it('When it receives SIGTERM, then every service and the embedded PostgreSQL stop and the ports are free', async () => {
    const exited = new Promise<number | null>((resolve) => launcher.child.once('exit', resolve));
    launcher.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The launcher waits 1 s for PostgreSQL's own stop (start.ts), which a loaded machine can pass;
    // PostgreSQL has been told to stop by then and must be gone within a few seconds.
    const deadline = Date.now() + 5_000;
    let taken: number[] = [];
    let leftovers = '';
    do {
      if (taken.length > 0 || leftovers) await new Promise((resolve) => setTimeout(resolve, 250));
      taken = [];
      for (const port of [PORT, 4401, 4402, 4403, 54399])
        if (!(await isPortFree(port))) taken.push(port);
      leftovers = execSync(`ps -eo args | grep -F -- '${dataDir}' | grep -v grep || true`)
        .toString()
        .trim();
    } while ((taken.length > 0 || leftovers) && Date.now() < deadline);
    expect(taken).toEqual([]);
    expect(leftovers).toBe('');
  }, 30_000);
});
