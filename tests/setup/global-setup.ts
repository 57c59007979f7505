import { randomBytes } from 'node:crypto';
import { copyDatabase, createTemplateDatabase, TEMPLATE_DATABASE_ENV } from '../support/databases';
import { startTestContainers } from './containers';

/**
 * One migrated template database per run, and the run's database copied from it. Uses DATABASE_URL /
 * REDIS_URL when set (CI, these machines) and testcontainers otherwise (a laptop with Docker). Test
 * workers inherit the env (their own databases are copies of the template too); the teardown (same
 * process) reads it back, so concurrent runs never drop each other's databases.
 */
export default async function globalSetup(): Promise<void> {
  const started = await startTestContainers();
  const baseUrl = process.env.DATABASE_URL ?? started.databaseUrl;
  const redisUrl = process.env.REDIS_URL ?? started.redisUrl;
  if (!baseUrl || !redisUrl)
    throw new Error('No DATABASE_URL/REDIS_URL and no Docker for testcontainers');

  const database = `it_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const template = `${database}_tpl`;
  await createTemplateDatabase(baseUrl, template);
  const testUrl = await copyDatabase(baseUrl, template, database);
  process.env.ADMIN_DATABASE_URL = baseUrl;
  process.env.DATABASE_URL = testUrl;
  process.env.REDIS_URL = redisUrl;
  process.env.TEST_RUN_ID = database;
  process.env[TEMPLATE_DATABASE_ENV] = template;
}
