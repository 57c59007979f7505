import { DEFAULT_RETENTION, type TRetentionSchedule } from '../../privacy/retention';
import type { TQueryable } from '../db';

/** The stored schedule with its version (bumped on every change) and the version the texts show. */
export type TStoredRetention = TRetentionSchedule & { version: number; publishedVersion: number };

/**
 * Reads the retention schedule (`retention_settings`, migration 218; its one row), the defaults when
 * the row is missing.
 */
export async function readRetentionSchedule(
  db: Pick<TQueryable, 'query'>,
): Promise<TStoredRetention> {
  const { rows } = await db.query<TStoredRetention>(
    `SELECT spam_days AS "spamDays", unengaged_months AS "unengagedMonths",
            call_click_months AS "callClickMonths", version, published_version AS "publishedVersion"
       FROM retention_settings WHERE id`,
  );
  return rows[0] ?? { ...DEFAULT_RETENTION, version: 0, publishedVersion: 0 };
}
