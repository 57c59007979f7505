import type { Pool } from '@firm/shared/server/db';

/** A lead as the reports read it; the rest gets plain defaults. */
export type TReportLead = {
  received_at: string;
  source?: string | null;
  campaign?: string;
  form_variant?: string;
  locale?: 'es' | 'en';
  situation?: string | null;
  status?: string;
  is_spam?: boolean;
  owner_id?: number | null;
  first_contact_due_at?: string | null;
  first_contacted_at?: string | null;
};

/**
 * Stores a lead straight in `leads` with its attribution, owner and first-contact clock (the reports
 * read what is stored; how it got there is other tests' business).
 * @returns its id
 */
export async function insertReportLead(pool: Pool, lead: TReportLead): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO leads (origin, form_variant, locale, name, phone, consent, section, situation, source,
                        attribution, status, is_spam, owner_id, received_at, first_contact_due_at,
                        first_contacted_at)
     VALUES ('web', $1, $2, 'Informe', '5550000000', true, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     RETURNING id`,
    [
      lead.form_variant ?? 'contact-es',
      lead.locale ?? 'es',
      lead.form_variant === 'contact-en' ? 'Contact English' : 'Contacto Español',
      lead.situation ?? null,
      lead.source ?? null,
      lead.campaign ? { utm_campaign: lead.campaign } : {},
      lead.status ?? 'New Lead',
      lead.is_spam ?? false,
      lead.owner_id ?? null,
      lead.received_at,
      lead.first_contact_due_at ?? null,
      lead.first_contacted_at ?? null,
    ],
  );
  return rows[0]!.id;
}

/** Stores a click on the phone link of a page at a time. */
export async function insertCallClick(pool: Pool, pageUrl: string, at: string): Promise<void> {
  await pool.query(
    `INSERT INTO call_events (page_url, locale, occurred_at) VALUES ($1, 'es', $2)`,
    [pageUrl, at],
  );
}
