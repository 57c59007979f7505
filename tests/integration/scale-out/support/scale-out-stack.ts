import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createBenchDatabase,
  type TBenchDatabase,
} from '../../../bench/leads-bench/bench-database';
import { testRedisUrl } from '../../../support/env';
import { startSmtpSink, type TSmtpSink } from '../../../support/smtp-sink';
import { writeFixtureContent } from '../../../support/content-fixture';
import { startTcpBalancer, type TTcpBalancer } from './tcp-balancer';
import {
  startServiceProcess,
  writeWebDistStub,
  type TServiceName,
  type TServiceProcess,
} from '../../../support/service-process';

/** Ports of the test (3800–3899), apart from the other suites'. */
export const PORTS = {
  edges: [3801, 3802],
  leadsApiService: 3810,
  leadsApis: [3811, 3812],
  workers: [3821, 3822],
  contentApiService: 3830,
  contentApis: [3831, 3832],
} as const;

/** How often each content-api looks for another process's import. */
export const VERSION_CHECK_MS = 1000;
/** The intake address of the run. */
export const INTAKE_TO = 'intake@scale-out.test';

/** Two of each service on one PostgreSQL database and one Redis, and the SMTP sink they mail to. */
export type TScaleOutStack = {
  database: TBenchDatabase;
  smtp: TSmtpSink;
  edges: TServiceProcess[];
  leadsApis: TServiceProcess[];
  workers: TServiceProcess[];
  contentApis: TServiceProcess[];
  /** A second content folder (the same with other titles) for an import during the run. */
  changedContentDir: string;
  stop: () => Promise<void>;
};

const startPair = (
  service: TServiceName,
  ports: readonly number[],
  env: (index: number) => Record<string, string>,
) =>
  Promise.all(
    ports.map((port, index) =>
      startServiceProcess(service, `${service}-${'ab'[index]}`, port, env(index)),
    ),
  );

/** Creates the `scaleout_<random>` database and starts the eight processes. */
export async function startScaleOutStack(): Promise<TScaleOutStack> {
  const adminUrl = process.env.ADMIN_DATABASE_URL ?? process.env.DATABASE_URL ?? '';
  const database = await createBenchDatabase(adminUrl, 'scaleout');
  const smtp = await startSmtpSink();
  const content = writeFixtureContent([{}]);
  const changed = writeFixtureContent([{ titleEn: 'Scaled-out article' }]);
  const scratch = mkdtempSync(path.join(tmpdir(), 'scale-out-'));
  const run = randomBytes(3).toString('hex');
  const stores = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl(),
  };
  const balancers: TTcpBalancer[] = [
    await startTcpBalancer(PORTS.leadsApiService, [...PORTS.leadsApis]),
    await startTcpBalancer(PORTS.contentApiService, [...PORTS.contentApis]),
  ];
  const started: TServiceProcess[] = [];
  const track = (pair: TServiceProcess[]) => (started.push(...pair), pair);
  const cleanUp = async (signal: 'SIGTERM' | 'SIGKILL') => {
    await Promise.all(started.map((service) => service.stop(signal)));
    await Promise.all(balancers.map((balancer) => balancer.close()));
    await smtp.close();
    await database.drop();
    rmSync(scratch, { recursive: true, force: true });
    content.remove();
    changed.remove();
  };
  const edgeSecret = `scale-out-${run}-edge-secret-0123456789abcdef`;
  try {
    const [contentApis, leadsApis, workers] = await Promise.all([
      startPair('content-api', PORTS.contentApis, (index) => ({
        ...stores,
        CONTENT_DIR: content.dir,
        CONTENT_IMPORT_ON_START: index === 0 ? 'always' : 'never',
        CONTENT_VERSION_CHECK_MS: String(VERSION_CHECK_MS),
      })).then(track),
      startPair('leads-api', PORTS.leadsApis, () => ({
        ...stores,
        CSRF_SECRET: `scale-out-${run}-csrf-secret-0123456789abcdef`,
        // the edges' proof: without it leads-api counts every lead under the edge's own address
        EDGE_PROXY_SECRET: edgeSecret,
        RATE_LIMIT_PREFIX: `scaleout-${run}:rl:`,
      })).then(track),
      startPair('worker', PORTS.workers, () => ({
        ...stores,
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: smtp.url,
        INTAKE_EMAIL_TO: INTAKE_TO,
        OPS_EMAIL_TO: 'ops@scale-out.test',
        // a failed send is retried within the test, not 11 minutes later
        JOB_BACKOFF_BASE_MS: '1000',
        // the sweeper re-drives within the test's wait, as in the fault suite (production: 60 s,
        // every 10 s); a killed worker's claims expire 15 s after its death (their heartbeat)
        SWEEP_AFTER_MS: '10000',
        SWEEP_INTERVAL_MS: '2000',
      })).then(track),
    ]);
    const edges = await startPair('web', PORTS.edges, () => ({
      WEB_DIST_DIR: writeWebDistStub(path.join(scratch, 'web-dist')),
      CONTENT_API_URL: balancers[1]?.url ?? '',
      LEADS_API_URL: balancers[0]?.url ?? '',
      // the test's client stands for the Ingress: its X-Forwarded-For names the visitor
      TRUST_PROXY_HOPS: '1',
      EDGE_PROXY_SECRET: edgeSecret,
    })).then(track);
    return {
      database,
      smtp,
      edges,
      leadsApis,
      workers,
      contentApis,
      changedContentDir: changed.dir,
      stop: () => cleanUp('SIGTERM'),
    };
  } catch (error) {
    await cleanUp('SIGKILL');
    throw error;
  }
}
