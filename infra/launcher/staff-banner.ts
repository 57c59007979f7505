import type { Pool } from '../../packages/shared/src/server/db';

/** How many staff accounts exist (after the migrations). */
export async function countStaffAccounts(pool: Pool): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM staff_accounts',
  );
  return rows[0]?.count ?? 0;
}

/** The banner's lines on how to create the first admin, when there is no staff account yet. */
export function firstAdminHint(accounts: number): string[] {
  if (accounts > 0) return [];
  return [
    'No staff account yet. Create the first admin (it prints a one-time password):',
    '    npm run staff:add -- --email you@example.com --role admin --name "Your Name"',
  ];
}
