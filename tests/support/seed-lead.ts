import { randomUUID } from 'node:crypto';
import type { Pool } from '@firm/shared/server/db';
import { validateLead } from '@firm/shared/forms/lead-schemas';
import { normalizeLead } from '@firm/shared/forms/compose';
import { storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import { buildLeadRecord } from '@firm/leads-api/leads/build-lead-record';
import type { TLeadRecord } from '@firm/leads-api/leads/lead-record';
import { insertLeadWithOutbox } from '@firm/leads-api/leads/leads.repository';
import { leadFields } from './lead-factory';

/** A valid Spanish contact lead as leads-api would store it (fields of `leadFields`, a fresh idempotency key). */
export function seedLeadRecord(overrides: Record<string, string> = {}): TLeadRecord {
  const fields = leadFields('contact-es', overrides);
  const result = validateLead('contact-es', fields);
  if (!result.ok) throw new Error(`invalid seed lead: ${JSON.stringify(result.errors)}`);
  const lead = normalizeLead('contact-es', result.data, { source: 'google' });
  return buildLeadRecord(lead, {
    origin: 'web',
    locale: 'es',
    idempotencyKey: randomUUID(),
    meta: {
      ip: '203.0.113.7',
      userAgent: 'jest',
      pageUrl: 'https://www.herreraimmigrationlaw.com/contacto',
      attribution: null,
      source: 'google',
      gpc: false,
    },
  });
}

/**
 * Stores a valid Spanish contact lead (with its outbox row) the way leads-api does.
 * @returns the lead id
 */
export async function seedLead(
  pool: Pool,
  overrides: Record<string, string> = {},
): Promise<number> {
  await storeConsentTexts(pool);
  const id = await insertLeadWithOutbox(pool, seedLeadRecord(overrides));
  if (id === null) throw new Error('seed lead not inserted');
  return id;
}

/**
 * Stores a lead with these columns over the seed's (what a stored lead may hold, past the forms'
 * sanitizing: another form, language, phone, or hostile text), with its outbox row.
 * @returns the lead id
 */
export async function seedStoredLead(pool: Pool, columns: Partial<TLeadRecord>): Promise<number> {
  await storeConsentTexts(pool);
  const id = await insertLeadWithOutbox(pool, { ...seedLeadRecord(), ...columns });
  if (id === null) throw new Error('seed lead not inserted');
  return id;
}
