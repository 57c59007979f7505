import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { parseConfig } from '../../packages/shared/src/server/config';
import { ZContentApiConfigSchema } from '../../services/content-api/src/config';
import { ZLeadsApiConfigSchema } from '../../services/leads-api/src/config';
import { ZWebConfigSchema } from '../../services/web/src/edge/config';
import { ZWorkerConfigSchema } from '../../services/worker/src/config';

type TComposeService = {
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
  build?: { target?: string; dockerfile?: string };
};

const root = path.resolve(__dirname, '../..');
const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), {
  merge: true,
}) as {
  services: Record<string, TComposeService>;
};
const dockerfile = readFileSync(path.join(root, 'infra/docker/Dockerfile'), 'utf8');
const envExample = Object.fromEntries(
  readFileSync(path.join(root, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

/** Compose's `${VAR}`, `${VAR:-default}` and `${VAR:?error}` with the values of .env.example. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op?: string, arg?: string) => {
      if (envExample[name] !== undefined) return envExample[name]!;
      if (op === '-') return arg ?? '';
      if (op === '?')
        throw new Error(`${name} is required by docker-compose.yml but missing from .env.example`);
      return '';
    },
  );
}

function environmentOf(service: string): Record<string, string> {
  const env = compose.services[service]?.environment ?? {};
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v))]));
}

const services: [string, z.ZodType][] = [
  ['content-api', ZContentApiConfigSchema],
  ['leads-api', ZLeadsApiConfigSchema],
  ['worker', ZWorkerConfigSchema],
  ['web', ZWebConfigSchema],
];

describe('docker-compose.yml', () => {
  it.each(services)(
    'When %s starts in compose, then its config schema accepts the environment given',
    (name, schema) => {
      expect(() => parseConfig(schema, environmentOf(name))).not.toThrow();
    },
  );

  it.each(services)(
    'When %s is built, then the Dockerfile has its target and it waits for healthy dependencies',
    (name) => {
      const service = compose.services[name]!;
      expect(service.build?.target).toBe(name);
      expect(dockerfile).toMatch(new RegExp(`^FROM runtime AS ${name}$`, 'm'));
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(compose.services[dependency]).toBeDefined();
        expect(['service_healthy', 'service_completed_successfully']).toContain(condition);
      }
    },
  );

  it('When the stores start, then Redis keeps jobs (AOF, noeviction) and PostgreSQL and Redis have health checks', () => {
    const redis = compose.services.redis as TComposeService & { command: string[] };
    expect(redis.command.join(' ')).toMatch(/--appendonly yes/);
    expect(redis.command.join(' ')).toMatch(/--maxmemory-policy noeviction/);
    expect(compose.services.postgres?.healthcheck).toBeDefined();
    expect(compose.services.redis?.healthcheck).toBeDefined();
  });

  it('When migrations run, then every service that uses the database waits for them', () => {
    for (const name of ['content-api', 'leads-api', 'worker']) {
      expect(compose.services[name]?.depends_on?.migrate?.condition).toBe(
        'service_completed_successfully',
      );
    }
  });

  it('When the image runs, then it runs as a non-root user with a health check', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });
});
