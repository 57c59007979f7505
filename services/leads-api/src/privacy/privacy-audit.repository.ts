import type { TQueryable } from '@firm/shared/server/db';
import type { TActorColumns } from '../timeline/timeline.repository';

export {
  insertPrivacyAudit,
  type TPrivacyAuditInput,
} from '@firm/shared/server/privacy/privacy-audit';

/** A recorded step. */
export type TPrivacyAuditRow = {
  id: number;
  action: string;
  request_id: number | null;
  lead_id: number | null;
  detail: Record<string, unknown>;
  at: Date;
} & TActorColumns;

/** The steps of these requests, oldest first. */
export async function listRequestAudit(
  db: TQueryable,
  requestIds: number[],
): Promise<TPrivacyAuditRow[]> {
  if (!requestIds.length) return [];
  const { rows } = await db.query<TPrivacyAuditRow>(
    `SELECT a.id, a.action, a.request_id, a.lead_id, a.detail, a.at,
            s.id AS actor_id, s.name AS actor_name, s.email AS actor_email
       FROM privacy_audit a LEFT JOIN staff_accounts s ON s.id = a.actor_id
      WHERE a.request_id = ANY($1::bigint[]) ORDER BY a.id`,
    [requestIds],
  );
  return rows;
}
