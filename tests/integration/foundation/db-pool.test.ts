import { createPool, withTransaction } from '@firm/shared/server/db';
import { testDatabaseUrl } from '../../support/env';

describe('createPool', () => {
  it("When a service names its pool, then PostgreSQL sees that name on the pool's connections", async () => {
    const pool = createPool(testDatabaseUrl(), { applicationName: 'leads-api' });
    try {
      const { rows } = await pool.query<{ name: string; seen: string }>(
        `SELECT current_setting('application_name') AS name,
                (SELECT application_name FROM pg_stat_activity WHERE pid = pg_backend_pid()) AS seen`,
      );
      expect(rows[0]).toEqual({ name: 'leads-api', seen: 'leads-api' });
    } finally {
      await pool.end();
    }
  });

  it('When the connection of a transaction dies while its work awaits something else, then the transaction fails and the process lives on', async () => {
    const pool = createPool(testDatabaseUrl(), { max: 1 });
    const admin = createPool(testDatabaseUrl(), { max: 1 });
    try {
      const attempt = withTransaction(pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // the backend is terminated while the client sits checked out, between queries
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('SELECT 1');
      });
      await expect(attempt).rejects.toThrow();
      const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
      await admin.end();
    }
  });
});
