import { randomUUID } from 'node:crypto';
import type { Pool } from '../../../../packages/shared/src/server/db';
import { validateLead } from '../../../../packages/shared/src/forms/lead-schemas';
import { normalizeLead } from '../../../../packages/shared/src/forms/compose';
import { ensureConsentTexts } from '../../../../services/leads-api/src/consent/consent-record';
import { buildLeadRecord } from '../../../../services/leads-api/src/leads/build-lead-record';
import { insertLeadWithOutbox } from '../../../../services/leads-api/src/leads/leads.repository';
import { leadFields } from '../../leads-api/support/lead-factory';

/**
 * Stores a valid Spanish contact lead (with its outbox row) the way leads-api does.
 * @returns the lead id
 */
export async function seedLead(
  pool: Pool,
  overrides: Record<string, string> = {},
): Promise<number> {
  const fields = leadFields('contact-es', overrides);
  const result = validateLead('contact-es', fields);
  if (!result.ok) throw new Error(`invalid seed lead: ${JSON.stringify(result.errors)}`);
  await ensureConsentTexts(pool);
  const lead = normalizeLead('contact-es', result.data, { source: 'google' });
  const record = buildLeadRecord(lead, {
    origin: 'web',
    locale: 'es',
    idempotencyKey: randomUUID(),
    meta: {
      ip: '203.0.113.7',
      userAgent: 'jest',
      pageUrl: 'https://www.herreraimmigrationlaw.com/contacto',
      attribution: null,
      source: 'google',
    },
  });
  const id = await insertLeadWithOutbox(pool, record);
  if (id === null) throw new Error('seed lead not inserted');
  return id;
}
