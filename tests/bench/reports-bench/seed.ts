import type { Pool } from '@firm/shared/server/db';

// three years of 1096 days spread over 1,000,000 leads: one every 94.7 s
const SPACING = `(interval '1 second' * 94.6944)`;

/**
 * Fills a bench database: 8 intake members and an admin, 1,000,000 leads evenly over the three years
 * before `now` (six sources, twenty campaigns, five forms, both languages, every status, 2 % spam,
 * 80 % contacted within ten hours), 3,000,000 status changes, 2,000,000 call attempts and 500,000
 * phone clicks. Triggers are off while seeding (the rows are written as they would stand afterwards).
 * @returns an admin's id and one intake member's id
 */
export async function seedReportsData(
  pool: Pool,
  now: Date,
): Promise<{ adminId: number; intakeId: number }> {
  const client = await pool.connect();
  try {
    await client.query(`SET session_replication_role = replica`);
    await client.query(`INSERT INTO staff_accounts (email, name, role, password_hash)
      SELECT 'member' || i || '@bench.test', 'Member ' || i, CASE WHEN i = 0 THEN 'admin' ELSE 'intake' END,
             '$argon2id$bench' FROM generate_series(0, 8) AS i`);
    const staff = await client.query<{ id: number }>(`SELECT id FROM staff_accounts ORDER BY id`);
    const ids = staff.rows.map((row) => row.id);
    await client.query(
      `INSERT INTO leads (origin, form_variant, locale, name, phone, consent, section, situation, source,
                          attribution, status, is_spam, owner_id, received_at, first_contact_due_at,
                          first_contacted_at)
       SELECT 'web', (ARRAY['contact-es','contact-en','footer-es','footer-en','social-media'])[1 + i % 5],
              CASE WHEN i % 4 = 0 THEN 'en' ELSE 'es' END, 'Bench', '5550000000', true,
              (ARRAY['Contacto Español','Visa VAWA','Visa U','Asilo','Contact English','DACA'])[1 + i % 6],
              (ARRAY[NULL,'abuse-victim','in-removal','family','work'])[1 + (i / 3) % 5],
              (ARRAY['facebook','tiktok','youtube','google',NULL,'instagram'])[1 + (i * 7) % 6],
              CASE WHEN i % 3 = 0 THEN jsonb_build_object('utm_campaign', 'camp-' || i % 20) ELSE '{}' END,
              (ARRAY['New Lead','New Lead','Contacted','Contacted','Contacted','Qualified','Qualified',
                     'Retained','Not qualified','Not qualified'])[1 + (i / 7) % 10],
              i % 50 = 0, ($2::bigint[])[2 + i % 8], t.at,
              CASE WHEN i % 50 <> 0 THEN t.at + interval '15 minutes' END,
              CASE WHEN i % 5 <> 0 THEN t.at + ((i * 37) % 600) * interval '1 minute' END
         FROM generate_series(1, 1000000) AS i,
              LATERAL (SELECT $1::timestamptz - (1000000 - i) * ${SPACING} AS at) AS t`,
      [now, ids],
    );
    await client.query(
      `INSERT INTO lead_status_changes (lead_id, actor_id, from_status, to_status, at)
       SELECT l.id, l.owner_id, 'New Lead', 'Contacted', l.received_at + g * interval '1 hour'
         FROM leads l, generate_series(1, 3) AS g`,
    );
    await client.query(
      `INSERT INTO lead_calls (lead_id, actor_id, outcome, at)
       SELECT l.id, l.owner_id, (ARRAY['no_answer','voicemail','talked'])[1 + (l.id + g) % 3],
              l.received_at + g * interval '10 minutes'
         FROM leads l, generate_series(1, 2) AS g`,
    );
    await client.query(
      `INSERT INTO call_events (page_url, locale, source, occurred_at)
       SELECT 'https://firm.test' || (ARRAY['/es/contacto','/visa-k1','/es/vawa','/','/en/contact'])[1 + i % 5],
              CASE WHEN i % 4 = 0 THEN 'en' ELSE 'es' END,
              (ARRAY['facebook','tiktok',NULL])[1 + i % 3],
              $1::timestamptz - (500000 - i) * 2 * ${SPACING}
         FROM generate_series(1, 500000) AS i`,
      [now],
    );
    await client.query(`SET session_replication_role = DEFAULT`);
    // what migration 219's trigger would have queued: every contacted real lead
    await client.query(`INSERT INTO lead_office_waits_pending (lead_id)
      SELECT id FROM leads WHERE first_contacted_at IS NOT NULL AND NOT is_spam`);
    await client.query('VACUUM ANALYZE');
    return { adminId: ids[0]!, intakeId: ids[1]! };
  } finally {
    client.release();
  }
}
