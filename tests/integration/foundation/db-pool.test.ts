import { createPool } from '../../../packages/shared/src/server/db';
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
});
