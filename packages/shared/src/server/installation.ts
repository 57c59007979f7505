import { randomUUID } from 'node:crypto';
import type { Logger } from './logger';
import type { TQueryable } from './db';

/** This database's installation (migration 226): made once per database, never copied with it. */
export type TInstallation = { id: string; queuePrefix: string };

/**
 * The BullMQ key prefix of a new installation: `bull-` and the first 12 hex digits of its id (48
 * random bits: two databases on one Redis practically never meet).
 */
export function installationQueuePrefix(id: string): string {
  return `bull-${id.replace(/-/g, '').slice(0, 12)}`;
}

/**
 * Reads this database's installation, making it when there is none or when the row was made in
 * another database (this one is a copy: `CREATE DATABASE … TEMPLATE`, a dump restored into a new
 * database). Processes starting together agree: the row is written at most once per database.
 */
export async function readInstallation(db: TQueryable): Promise<TInstallation> {
  const id = randomUUID();
  type TRow = { id: string; queue_prefix: string };
  const made = await db.query<TRow>(
    `INSERT INTO installation (id, database_oid, queue_prefix)
     SELECT $1, oid, $2 FROM pg_database WHERE datname = current_database()
     ON CONFLICT (singleton) DO UPDATE
        SET id = EXCLUDED.id, database_oid = EXCLUDED.database_oid,
            queue_prefix = EXCLUDED.queue_prefix, created_at = now()
      WHERE installation.database_oid <> EXCLUDED.database_oid
     RETURNING id, queue_prefix`,
    [id, installationQueuePrefix(id)],
  );
  const row =
    made.rows[0] ?? (await db.query<TRow>('SELECT id, queue_prefix FROM installation')).rows[0];
  if (!row) throw new Error('installation row missing after upsert');
  return { id: row.id, queuePrefix: row.queue_prefix };
}

/** Options of {@link resolveQueuePrefix}. */
export type TResolveQueuePrefixOptions = {
  db: TQueryable;
  /** The operator's `QUEUE_PREFIX`, which wins over the installation's. */
  override?: string | undefined;
  logger: Logger;
  /** Wait between attempts while PostgreSQL does not answer. @defaultValue 1000 */
  retryMs?: number;
};

/**
 * The BullMQ key prefix of this database's queues (and of the staff sessions kept in Redis): the
 * operator's `QUEUE_PREFIX` when set, otherwise the installation's. Every process that opens this
 * database's queues calls it once at start; it waits for PostgreSQL (or for the migrations) to answer.
 */
export async function resolveQueuePrefix(options: TResolveQueuePrefixOptions): Promise<string> {
  if (options.override) return options.override;
  for (;;) {
    try {
      const installation = await readInstallation(options.db);
      options.logger.info(
        { installation: installation.id, queuePrefix: installation.queuePrefix },
        'queue prefix of this database',
      );
      return installation.queuePrefix;
    } catch (error) {
      options.logger.warn(
        { err: error },
        'installation not read (PostgreSQL unreachable, or migrations not run?): retrying',
      );
      await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1000));
    }
  }
}
