import { ALERT_THRESHOLDS } from './alert-catalog';
import type { TQueryable } from '../server/db';

/** The flow of leads as PostgreSQL holds it, in one round trip. */
export type TDatabaseFiguresRow = {
  outbox_waiting: number;
  outbox_oldest: number | null;
  last_lead_at: Date | null;
  last_intake_email_at: Date | null;
  leads_without_intake_email: number;
  dead_letters: number;
  database_bytes: number;
};

/**
 * The outbox's lag, the last lead and intake e-mail (times only), the recent non-spam leads older
 * than the rule's minutes with no accepted intake e-mail, the unresolved dead letters and the
 * database's size on disk.
 */
export async function readDatabaseFigures(db: TQueryable): Promise<TDatabaseFiguresRow> {
  const { rows } = await db.query<TDatabaseFiguresRow>(
    `SELECT (SELECT count(*)::int FROM outbox WHERE published_at IS NULL) AS outbox_waiting,
            (SELECT extract(epoch FROM now() - min(created_at))::float8
               FROM outbox WHERE published_at IS NULL) AS outbox_oldest,
            (SELECT max(received_at) FROM leads) AS last_lead_at,
            (SELECT max(sent_at) FROM deliveries WHERE kind = 'intake_email') AS last_intake_email_at,
            (SELECT count(*)::int FROM leads l
              WHERE l.received_at > now() - $2::int * interval '1 hour'
                AND l.received_at < now() - $1::int * interval '1 minute'
                AND NOT l.is_spam
                AND NOT EXISTS (SELECT 1 FROM deliveries d
                                 WHERE d.kind = 'intake_email' AND d.subject_key = 'lead-' || l.id
                                   AND d.target = 'intake')) AS leads_without_intake_email,
            (SELECT count(*)::int FROM dead_letters WHERE resolved_at IS NULL) AS dead_letters,
            pg_database_size(current_database())::float8 AS database_bytes`,
    [
      ALERT_THRESHOLDS.leadWithoutIntakeEmailMinutes,
      ALERT_THRESHOLDS.leadWithoutIntakeEmailLookbackHours,
    ],
  );
  return rows[0]!;
}
