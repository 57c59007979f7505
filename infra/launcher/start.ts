import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseConfig } from '../../packages/shared/src/server/config';
import { createPool, ensureDatabase } from '../../packages/shared/src/server/db';
import { runMigrations } from '../../packages/shared/src/server/migrate';
import { readInstallation } from '../../packages/shared/src/server/installation';
import { withTimeout } from '../../packages/shared/src/server/http';
import { repoPaths } from '../../packages/shared/src/server/paths';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from './embedded-postgres';
import { ZLauncherConfigSchema } from './launcher-config';
import { assertPortsFree } from './ports';
import { countSamples, samplesHint } from './samples-banner';
import { countStaffAccounts, firstAdminHint } from './staff-banner';
import { localSecrets } from './secrets';
import { rootPostgresProblem } from './root-access';
import { Supervisor, waitHealthy, type TServiceSpec } from './supervisor';

const paths = repoPaths();
/** How long the services get to stop on Ctrl-C before they are killed. */
const STOP_GRACE_MS = 1500;
const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

function buildWeb(skip: boolean, logDir: string): void {
  const manifest = JSON.parse(
    readFileSync(path.join(paths.root, 'services/web/package.json'), 'utf8'),
  );
  if (!manifest.scripts?.build) return;
  const stamp = path.join(paths.root, 'services/web/dist/.build-stamp');
  if (existsSync(stamp) && (skip || !isStale(statSync(stamp).mtimeMs))) return;
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, 'web-build.log');
  say(`building the web app (its log: ${logFile})…`);
  const started = Date.now();
  // always a production bundle, whatever NODE_ENV the caller has (jest sets 'test')
  const result = spawnSync('npm', ['run', 'build', '-w', '@firm/web', '--silent'], {
    cwd: paths.root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  writeFileSync(logFile, output);
  if (result.status !== 0) {
    const tail = output.trimEnd().split('\n').slice(-25).join('\n');
    fail(`The web build failed. Its last lines (the whole log: ${logFile}):\n${tail}`);
  }
  say(`web app built in ${Math.round((Date.now() - started) / 1000)} s`);
  writeFileSync(stamp, new Date().toISOString());
}

/** True when a source file of the web bundle changed after the last build. */
function isStale(builtAt: number): boolean {
  const sources = [
    'services/web/src',
    'services/web/public',
    'services/web/index.html',
    'services/web/vite.config.ts',
    'packages/shared/src',
  ];
  const newest = (file: string): number => {
    if (!existsSync(file)) return 0;
    const stat = statSync(file);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(0, ...readdirSync(file).map((name) => newest(path.join(file, name))));
  };
  return sources.some((source) => newest(path.join(paths.root, source)) > builtAt);
}

async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(ZLauncherConfigSchema);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  await assertPortsFree({
    PORT: config.PORT,
    CONTENT_API_PORT: config.CONTENT_API_PORT,
    LEADS_API_PORT: config.LEADS_API_PORT,
    WORKER_PORT: config.WORKER_PORT,
  }).catch((error: Error) => fail(error.message));

  let embedded: TEmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = config.EMBEDDED_PG_DIR ?? path.join(paths.data, 'postgres');
    // the data folder itself belongs to postgres (mode 700, as PostgreSQL requires): its parents matter
    const problem = rootPostgresProblem(process.getuid?.() ?? -1, [
      paths.root,
      path.dirname(dataDir),
    ]);
    if (problem) fail(problem);
    embedded = await startEmbeddedPostgres(dataDir, say, config.EMBEDDED_PG_PORT).catch(
      (error: Error) => fail(`Could not start the embedded PostgreSQL: ${error.message}`),
    );
    databaseUrl = embedded.url;
  }
  await ensureDatabase(databaseUrl).catch((error: Error) =>
    fail(`Cannot reach PostgreSQL at ${redact(databaseUrl!)}: ${error.message}`),
  );
  const pool = createPool(databaseUrl, {
    connectionTimeoutMillis: 5000,
    applicationName: 'migrate',
  });
  const applied = await runMigrations(pool, paths.migrations);
  // made here once, before the services read it: the keys of this database's queues on Redis
  const queuePrefix = process.env.QUEUE_PREFIX || (await readInstallation(pool)).queuePrefix;
  const staffAccounts = await countStaffAccounts(pool).finally(() => pool.end());
  if (applied.length) say(`migrations applied: ${applied.join(', ')}`);
  // the staff CLI (npm run staff:add) reaches the same database without DATABASE_URL
  mkdirSync(paths.data, { recursive: true });
  writeFileSync(path.join(paths.data, 'launcher.json'), JSON.stringify({ databaseUrl }), {
    mode: 0o600,
  });

  const logDir = config.LAUNCHER_LOG_DIR ?? path.join(paths.data, 'logs');
  buildWeb(config.SKIP_WEB_BUILD === '1', logDir);

  const secrets = localSecrets(paths.data, process.env);
  const shared: NodeJS.ProcessEnv = {
    ...process.env,
    ...secrets,
    // the edge proves itself to leads-api with it (X-Forwarded-For): a new one each start is enough
    EDGE_PROXY_SECRET: process.env.EDGE_PROXY_SECRET || randomBytes(32).toString('hex'),
    DATABASE_URL: databaseUrl,
    ...(config.REDIS_URL ? { REDIS_URL: config.REDIS_URL } : {}),
    MAIL_DIR: process.env.MAIL_DIR ?? paths.mailOutbox,
    CONTENT_API_URL: `http://127.0.0.1:${config.CONTENT_API_PORT}`,
    LEADS_API_URL: `http://127.0.0.1:${config.LEADS_API_PORT}`,
    // read by the web edge alone (its /metrics listener, on loopback)
    METRICS_PORT: String(config.WEB_METRICS_PORT),
    PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    // npm start runs the production build; a caller's NODE_ENV (jest's 'test') must not leak in
    NODE_ENV: 'production',
  };
  // The web edge's Express side lives apart from its React app (src/edge vs src/app).
  const entryOf = (name: string) =>
    name === 'web' ? 'services/web/src/edge/server.ts' : `services/${name}/src/server.ts`;
  const service = (name: string, port: number): TServiceSpec => ({
    name,
    entry: entryOf(name),
    env: { ...shared, PORT: String(port) },
    healthUrl: `http://127.0.0.1:${port}/readyz`,
    port,
  });
  const specs = [
    service('content-api', config.CONTENT_API_PORT),
    service('leads-api', config.LEADS_API_PORT),
    service('worker', config.WORKER_PORT),
    service('web', config.PORT),
  ];

  let shuttingDown = false;
  const supervisor = new Supervisor(
    paths.root,
    say,
    (name) => void shutdown(1, `${name} could not stay up`),
    logDir,
  );
  async function shutdown(code: number, reason?: string): Promise<void> {
    if (shuttingDown) return;
    shuttingDown = true;
    if (reason) process.stderr.write(`\n✖ ${reason}\n`);
    say('stopping services…');
    // bounded so that Ctrl-C stops everything within 3 s (a service that hangs is killed)
    await supervisor.stopAll(STOP_GRACE_MS);
    // bounded: after a terminal Ctrl-C PostgreSQL got the signal too and may be gone already
    if (embedded) await withTimeout(embedded.stop(), 1000).catch(() => undefined);
    say('stopped.');
    process.exit(code);
  }
  // embedded-postgres stops its clusters on these signals by itself, racing the services that
  // still use them; the launcher stops it last instead
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  // Nothing supervises the launcher: a rejection nobody handled stops the services (exiting at once
  // would leave them running without it) and exits with code 1.
  process.on('unhandledRejection', (reason) => {
    const detail = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    process.stderr.write(`\n✖ unhandled promise rejection: ${detail}\n`);
    void shutdown(1);
  });
  if (process.env.LAUNCHER_EXIT_WITH_PARENT === '1') {
    // a test runner that is killed never runs its teardown: stop with it instead of lingering
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void shutdown(1, 'the parent process is gone');
    }, 1000).unref();
  }

  for (const spec of specs) supervisor.start(spec);
  try {
    await Promise.all(
      specs.map(async (spec) => {
        await waitHealthy(spec.healthUrl, () => supervisor.isRunning(spec.name));
        say(`✓ ${spec.name} ready on port ${spec.port}`);
      }),
    );
  } catch (error) {
    await shutdown(1, (error as Error).message);
    return;
  }
  const mailNote = process.env.SMTP_URL
    ? `SMTP ${redact(process.env.SMTP_URL)}`
    : `.eml files in ${shared.MAIL_DIR}`;
  say('');
  say(`  Site ready: http://localhost:${config.PORT}`);
  say(
    `  PostgreSQL: ${embedded ? `embedded, port ${embedded.port}, data in ${embedded.dataDir}` : redact(databaseUrl)}`,
  );
  say(
    `  Queues: ${config.REDIS_URL ? `Redis ${redact(config.REDIS_URL)}, keys ${queuePrefix}:*` : 'BullMQ on PostgreSQL (no REDIS_URL)'}`,
  );
  say(`  Intake e-mails: ${mailNote}`);
  say(`  Staff area: http://localhost:${config.PORT}/staff`);
  say(`  Logs: ${logDir} (a file per service; warnings and errors also show here)`);
  for (const line of firstAdminHint(staffAccounts)) say(`  ${line}`);
  const samples = await countSamples(`http://127.0.0.1:${config.CONTENT_API_PORT}`);
  for (const line of samplesHint(samples, `http://localhost:${config.PORT}/staff/contenido`))
    say(`  ${line}`);
  say('  Ctrl-C stops everything.');
  say('');
}

/** Hides the password of a connection URL. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

main().catch((error: Error) => fail(error.stack ?? error.message));
