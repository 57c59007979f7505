import type { TQueryable } from '../db';

/** One privacy step to record: who, what, on which request or lead (never the person's data). */
export type TPrivacyAuditInput = {
  /** the staff member; null: the retention run */
  actorId: number | null;
  action: string;
  requestId?: number | null;
  leadId?: number | null;
  detail?: Record<string, unknown>;
};

/** Records a privacy step in `privacy_audit`. */
export async function insertPrivacyAudit(db: TQueryable, entry: TPrivacyAuditInput): Promise<void> {
  await db.query(
    `INSERT INTO privacy_audit (actor_id, action, request_id, lead_id, detail)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      entry.actorId,
      entry.action,
      entry.requestId ?? null,
      entry.leadId ?? null,
      JSON.stringify(entry.detail ?? {}),
    ],
  );
}
