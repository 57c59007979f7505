import { mkdirSync } from 'node:fs';
import { repoPaths } from '@firm/shared/server/paths';

type TStarted = { databaseUrl?: string; redisUrl?: string; ids: string[] };

/** Starts PostgreSQL/Redis with testcontainers for whichever URL is not set. */
export async function startTestContainers(): Promise<TStarted> {
  mkdirSync(repoPaths().data, { recursive: true });
  const result: TStarted = { ids: [] };
  if (!process.env.DATABASE_URL) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const pg = await new PostgreSqlContainer('postgres:17-alpine').start();
    result.databaseUrl = pg.getConnectionUri();
    result.ids.push(pg.getId());
  }
  if (!process.env.REDIS_URL) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const redis = await new RedisContainer('redis:7-alpine').start();
    result.redisUrl = redis.getConnectionUrl();
    result.ids.push(redis.getId());
  }
  return result;
}
