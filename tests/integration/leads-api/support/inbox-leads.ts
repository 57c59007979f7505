import type { Pool } from '@firm/shared/server/db';

/** What a test lead may set; the rest gets plain defaults. */
export type TInboxLead = {
  name?: string;
  phone?: string;
  email?: string | null;
  form_variant?: string;
  section?: string | null;
  situation?: string | null;
  source?: string | null;
  status?: string;
  is_spam?: boolean;
  received_at?: string;
};

/**
 * Stores a lead straight in `leads` (the inbox reads what is stored; how it got there is other tests'
 * business).
 * @returns its id
 */
export async function insertInboxLead(pool: Pool, lead: TInboxLead = {}): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO leads (origin, form_variant, locale, name, email, phone, consent, section, situation,
                        source, status, is_spam, received_at)
     VALUES ('web', $1, 'es', $2, $3, $4, true, $5, $6, $7, $8, $9, coalesce($10::timestamptz, now()))
     RETURNING id`,
    [
      lead.form_variant ?? 'contact-es',
      lead.name ?? 'Prueba',
      lead.email === undefined ? 'prueba@example.com' : lead.email,
      lead.phone ?? '5550000000',
      lead.section === undefined ? 'Contacto Español' : lead.section,
      lead.situation ?? null,
      lead.source ?? null,
      lead.status ?? 'New Lead',
      lead.is_spam ?? false,
      lead.received_at ?? null,
    ],
  );
  return rows[0]!.id;
}
