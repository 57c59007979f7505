import type { Pool } from '@firm/shared/server/db';

/** Records the acknowledgment text sent to a lead on its timeline (once: a retry records nothing new). */
export async function recordAcknowledgmentText(
  pool: Pool,
  text: { leadId: number; body: string; providerId: string | null },
): Promise<void> {
  await pool.query(
    `INSERT INTO lead_texts (lead_id, direction, purpose, body, provider_id)
     VALUES ($1, 'out', 'acknowledgment', $2, $3)
     ON CONFLICT (lead_id) WHERE direction = 'out' AND purpose = 'acknowledgment' DO NOTHING`,
    [text.leadId, text.body, text.providerId],
  );
}
