import { createHash } from 'node:crypto';
import { CONSENT_TEXT, CONSENT_VERSION } from '@firm/shared/forms/consent';
import { storeConsentTexts } from '@firm/leads-api/consent/consent-record';
import { findLeadDetail } from '@firm/leads-api/inbox/inbox.repository';
import { insertLeadWithOutbox } from '@firm/leads-api/leads/leads.repository';
import { seedLead, seedLeadRecord } from '../../support/seed-lead';
import { CONSENT_2025_01 } from './support/consent-2025-01';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('consent text versions (TCPA evidence)', () => {
  let db: TIsolatedDatabase;
  let oldLead: number;

  beforeAll(async () => {
    db = await createIsolatedDatabase('consent');
    // a lead that agreed to the 2025-01 Spanish text, stored before the texts changed
    await db.pool.query(
      `INSERT INTO consent_texts (sha256, locale, version, body) VALUES ($1, 'es', $2, $3)`,
      [sha256(CONSENT_2025_01.text.es), CONSENT_2025_01.version, CONSENT_2025_01.text.es],
    );
    const id = await insertLeadWithOutbox(db.pool, {
      ...seedLeadRecord(),
      consent_sha256: sha256(CONSENT_2025_01.text.es),
      consent_version: CONSENT_2025_01.version,
    });
    if (id === null) throw new Error('old lead not inserted');
    oldLead = id;
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When the Spanish consent is read, then the firm asks consent "para que se comuniquen conmigo" under a new version', () => {
    expect(CONSENT_TEXT.es).toContain('para que se comuniquen conmigo');
    expect(CONSENT_TEXT.es).not.toContain('contactarme');
    expect(CONSENT_TEXT.es).toContain('Registro Nacional No Llame');
    expect(CONSENT_VERSION).not.toBe(CONSENT_2025_01.version);
    expect(CONSENT_VERSION > CONSENT_2025_01.version).toBe(true);
  });

  it('When a lead arrives after the change, then it points at the new text and version, and the lead of the old text still shows the old text and version', async () => {
    await storeConsentTexts(db.pool);
    const newLead = await seedLead(db.pool);

    const fresh = await findLeadDetail(db.pool, newLead);
    expect(fresh).toMatchObject({
      consent_version: CONSENT_VERSION,
      consent_sha256: sha256(CONSENT_TEXT.es),
      consent_text: CONSENT_TEXT.es,
      consent_locale: 'es',
    });

    const old = await findLeadDetail(db.pool, oldLead);
    expect(old).toMatchObject({
      consent_version: '2025-01',
      consent_sha256: sha256(CONSENT_2025_01.text.es),
      consent_text: CONSENT_2025_01.text.es,
    });
    expect(old?.['consent_text']).toContain('para contactarme');

    const { rows } = await db.pool.query<{ version: string }>(
      `SELECT version FROM consent_texts WHERE locale = 'es' ORDER BY version`,
    );
    expect(rows.map((row) => row.version)).toEqual([CONSENT_2025_01.version, CONSENT_VERSION]);
  });
});
