import type { PoolClient } from '@firm/shared/server/db';

type TQueryable = Pick<PoolClient, 'query'>;

/** The ids of the leads whose phone has this key (`lead_phone_key`, migration 205), newest first. */
export async function leadIdsByPhoneKey(db: TQueryable, key: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM leads WHERE lead_phone_key(phone) = $1 ORDER BY received_at DESC`,
    [key],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Records an inbound text on each of these leads' timelines; a message the provider posted before
 * (same provider id) is not recorded twice.
 * @returns the ids of the leads it was newly recorded on
 */
export async function insertInboundTexts(
  db: TQueryable,
  text: { leadIds: number[]; purpose: 'opt-out' | 'reply'; body: string; providerId: string },
): Promise<number[]> {
  const { rows } = await db.query<{ lead_id: number }>(
    `INSERT INTO lead_texts (lead_id, direction, purpose, body, provider_id)
     SELECT unnest($1::bigint[]), 'in', $2, $3, $4
     ON CONFLICT (lead_id, provider_id) DO NOTHING
     RETURNING lead_id`,
    [text.leadIds, text.purpose, text.body, text.providerId],
  );
  return rows.map((row) => Number(row.lead_id));
}

/**
 * Marks these leads "do not contact" (the column of migration 211), keeping an earlier mark and its
 * reason when one is set.
 */
export async function markDoNotContact(
  db: TQueryable,
  leadIds: number[],
  reason: string,
): Promise<void> {
  await db.query(
    `UPDATE leads SET do_not_contact_at = now(), do_not_contact_reason = $2
      WHERE id = ANY($1::bigint[]) AND do_not_contact_at IS NULL`,
    [leadIds, reason],
  );
}
