import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { repoPaths } from '../../../packages/shared/src/server/paths';
import { ZContentApiConfigSchema } from '../../../services/content-api/src/config';
import { ZLeadsApiConfigSchema } from '../../../services/leads-api/src/config';
import { ZWebConfigSchema } from '../../../services/web/src/edge/config';
import { ZWorkerConfigSchema } from '../../../services/worker/src/config';

/** A service of the repository as the manifests see it. */
export type TServiceInfo = {
  schema: z.ZodObject;
  /** The file that builds its Express app (where the health routes are mounted). */
  appFile: string;
};

/** The four services by their Deployment name. */
export const SERVICES: Record<string, TServiceInfo> = {
  web: { schema: ZWebConfigSchema, appFile: 'services/web/src/edge/app.ts' },
  'content-api': { schema: ZContentApiConfigSchema, appFile: 'services/content-api/src/app.ts' },
  'leads-api': { schema: ZLeadsApiConfigSchema, appFile: 'services/leads-api/src/app.ts' },
  worker: { schema: ZWorkerConfigSchema, appFile: 'services/worker/src/app.ts' },
};

const TRACING_OFF = 'tracing off until an overlay names an OTLP collector (issue 33 §2)';
const OWN_QUEUE_PREFIX =
  "the database's own key prefix on Redis (table installation, migration 226)";

/** Variables of a schema the cluster deliberately leaves unset, and why. */
export const UNSET_IN_CLUSTER: Record<string, Record<string, string>> = {
  web: { OTEL_EXPORTER_OTLP_ENDPOINT: TRACING_OFF },
  'content-api': { OTEL_EXPORTER_OTLP_ENDPOINT: TRACING_OFF, QUEUE_PREFIX: OWN_QUEUE_PREFIX },
  'leads-api': { OTEL_EXPORTER_OTLP_ENDPOINT: TRACING_OFF, QUEUE_PREFIX: OWN_QUEUE_PREFIX },
  worker: {
    MAIL_DIR: 'MAIL_TRANSPORT=smtp: no .eml folder in a cluster',
    OTEL_EXPORTER_OTLP_ENDPOINT: TRACING_OFF,
    QUEUE_PREFIX: OWN_QUEUE_PREFIX,
  },
};

/** Values standing in for the Secret `firm-secrets` when the rendered config is parsed. */
export const SECRET_PLACEHOLDERS: Record<string, string> = {
  DATABASE_URL: 'postgres://firm:password@postgres:5432/firm',
  REDIS_URL: 'redis://redis:6379',
  CSRF_SECRET: 'c'.repeat(32),
  PRIVACY_HASH_SECRET: 'h'.repeat(32),
  WEBHOOK_SECRET: 'w'.repeat(16),
  SMTP_URL: 'smtp://mailpit:1025',
  EDGE_PROXY_SECRET: 'e'.repeat(32),
  SMS_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  SMS_AUTH_TOKEN: 't'.repeat(32),
  SMS_FROM: '+19155550100',
  POSTGRES_PASSWORD: 'password',
};

/** The keys of a service's zod config schema. */
export function schemaKeys(service: string): string[] {
  const info = SERVICES[service];
  if (!info) throw new Error(`no service ${service}`);
  return Object.keys(info.schema.shape);
}

/** Source text of a repository file. */
export function repoFile(file: string): string {
  return readFileSync(path.join(repoPaths().root, file), 'utf8');
}

/** The build targets of infra/docker/Dockerfile with the port each exposes (if any). */
export function dockerTargets(): Map<string, number | null> {
  const targets = new Map<string, number | null>();
  let current: string | null = null;
  for (const line of repoFile('infra/docker/Dockerfile').split('\n')) {
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from?.[1]) {
      current = from[1];
      targets.set(current, null);
    }
    const expose = /^EXPOSE\s+(\d+)/.exec(line);
    if (expose?.[1] && current) targets.set(current, Number(expose[1]));
  }
  return targets;
}

/** The bound (ms) after which `onShutdown` forces a service to exit. */
export function shutdownBoundMs(): number {
  const match = /setTimeout\(\(\) => process\.exit\(1\), ([\d_]+)\)/.exec(
    repoFile('packages/shared/src/server/http.ts'),
  );
  if (!match?.[1]) throw new Error('the forced-exit timeout of onShutdown was not found');
  return Number(match[1].replace(/_/g, ''));
}
