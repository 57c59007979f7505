import type { PoolClient } from '@firm/shared/server/db';

/** The schedule's version and the version the texts show, locked; null without the row. */
export async function lockRetentionVersions(
  client: PoolClient,
): Promise<{ version: number; published_version: number } | null> {
  const { rows } = await client.query<{ version: number; published_version: number }>(
    'SELECT version, published_version FROM retention_settings WHERE id FOR UPDATE',
  );
  return rows[0] ?? null;
}

/** Records that the texts now show the schedule of `version`. */
export async function markRetentionPublished(client: PoolClient, version: number): Promise<void> {
  await client.query('UPDATE retention_settings SET published_version = $1 WHERE id', [version]);
}
