import {
  contactPreferenceColumns,
  NO_CONTACT_PREFERENCES,
} from '@firm/shared/leads/contact-preferences';
import { randomUUID } from 'node:crypto';
import type { Pool } from '@firm/shared/server/db';
import { CONSENT_VERSION } from '@firm/shared/forms/consent';
import { consentRecord, storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import { OUTBOX_EVENTS } from '@firm/shared/jobs/outbox-events';
import {
  LEAD_COLUMNS,
  leadPlaceholders,
  leadValues,
  NO_SOCIAL_FIELDS,
  type TLeadRecord,
} from '@firm/leads-api/leads/lead-record';

// The two inserts of a lead (lead row + outbox row) as one prepared statement, hence one
// transaction: what the machine does per lead with no HTTP, no validation and no batching.
const PLAIN_INSERT = {
  name: 'baseline-insert-lead-with-outbox',
  text: `WITH lead AS (
           INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ${leadPlaceholders()}
           RETURNING id
         )
         INSERT INTO outbox (event, subject_id) SELECT '${OUTBOX_EVENTS.leadAccepted}', id FROM lead`,
};

/** A valid lead record (unique idempotency key and phone), as the bench's loops store it. */
export function benchRecord(i: number): TLeadRecord {
  return {
    origin: 'web',
    form_variant: 'contact-es',
    locale: 'es',
    name: 'María José Pérez',
    email: 'maria.jose@example.com',
    phone: `8${String(100_000_000 + i).slice(-9)}`,
    message: 'Hola necesito ayuda con mi caso de inmigración Gracias',
    consent: true,
    section: 'Contacto Español',
    situation: null,
    married: null,
    stay: null,
    client_time: new Date().toISOString(),
    ...NO_SOCIAL_FIELDS,
    page_url: 'https://www.herreraimmigrationlaw.com/contacto',
    source: null,
    attribution: {},
    consent_sha256: consentRecord('es').sha256,
    consent_version: CONSENT_VERSION,
    ip: '127.0.0.1',
    user_agent: 'bench',
    is_spam: false,
    idempotency_key: randomUUID(),
    referral_batch_id: null,
    entered_by_staff_id: null,
    // a clock like every web lead's (the partial index is written as in production)
    first_contact_due_at: new Date(Date.now() + 15 * 60_000),
    first_contact_alert_at: new Date(Date.now() + 15 * 60_000),
    ...contactPreferenceColumns(NO_CONTACT_PREFERENCES),
  };
}

/**
 * The machine's bare rate of the same two inserts (lead + outbox row, one transaction) from a
 * plain pg loop with `concurrency` clients, for `seconds`.
 * @returns inserts (leads) per second
 */
export async function baselineRate(
  pool: Pool,
  seconds: number,
  concurrency: number,
): Promise<number> {
  await storeConsentTexts(pool);
  const deadline = Date.now() + seconds * 1000;
  let done = 0;
  const loop = async () => {
    while (Date.now() < deadline) {
      await pool.query({ ...PLAIN_INSERT, values: leadValues(benchRecord(done)) });
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, loop));
  return done / ((Date.now() - started) / 1000);
}
