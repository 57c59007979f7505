import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** What a repository function runs its SQL on: the pool, or a transaction's client. */
export type TQueryable = Pool | PoolClient;

/** Options for {@link createPool}. */
export type PoolOptions = {
  /** Max clients. @defaultValue 10 */
  max?: number;
  /** How long to wait for a connection before failing, so a dead database answers fast. @defaultValue 800 */
  connectionTimeoutMillis?: number;
  /** Server-side statement timeout. @defaultValue 5000 */
  statementTimeoutMillis?: number;
  /**
   * The connections' `application_name`: `pg_stat_activity` (and the server's log) then tell which
   * service holds a connection or runs a statement. @defaultValue none
   */
  applicationName?: string;
};

// bigint (int8) ids come back as strings by default; counts and ids here fit in a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

/** Builds a pg pool with fast-fail timeouts; idle-client errors are swallowed (the pool reconnects). */
export function createPool(connectionString: string, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 800,
    statement_timeout: options.statementTimeoutMillis ?? 5000,
    idleTimeoutMillis: 30_000,
    application_name: options.applicationName,
  });
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. While `work`
 * awaits something else (the outbox relay waits for the queue), the connection may die
 * (PostgreSQL restarting): its error is caught here, where an unheard `error` event on a
 * checked-out client would crash the process, and the client is discarded, not pooled again.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const onError = (error: Error) => {
    broken = error;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken ??= rollbackError;
    });
    throw error;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** The readiness probes' check: the database answers a statement. */
export async function pingDatabase(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT 1');
}

/** Creates the database named in `connectionString` when it does not exist yet. */
export async function ensureDatabase(connectionString: string): Promise<void> {
  const url = new URL(connectionString);
  const database = decodeURIComponent(url.pathname.slice(1));
  if (!database) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) {
      await client
        .query(`CREATE DATABASE ${pg.escapeIdentifier(database)}`)
        .catch((error: { code?: string }) => {
          if (error.code !== '42P04') throw error; // created meanwhile by another process
        });
    }
  } finally {
    await client.end();
  }
}
