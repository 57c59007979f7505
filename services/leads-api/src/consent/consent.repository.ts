import type { Pool } from '@firm/shared/server/db';

/** One consent text as stored: the evidence a lead points at by its hash. */
export type TConsentTextRow = { sha256: string; locale: string; version: string; body: string };

/** Stores consent texts; one already stored (by hash) is left as it is. */
export async function insertConsentTexts(pool: Pool, rows: TConsentTextRow[]): Promise<void> {
  await pool.query(
    `INSERT INTO consent_texts (sha256, locale, version, body)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (sha256) DO NOTHING`,
    [
      rows.map((row) => row.sha256),
      rows.map((row) => row.locale),
      rows.map((row) => row.version),
      rows.map((row) => row.body),
    ],
  );
}
