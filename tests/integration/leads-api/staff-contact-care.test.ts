import { STAFF_API_PATHS, staffLeadPath } from '@firm/shared/routes/staff-paths';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import type { Visitor } from '../../support/visitor';
import { insertInboxLead } from './support/inbox-leads';

jest.setTimeout(30_000);

type TListed = { id: number; contactPreferences: unknown; contactWithCare: boolean };

describe('How a lead may be contacted, in the staff API (issue 29 §1)', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let member: Visitor;
  let careful: number;
  let plain: number;

  beforeAll(async () => {
    db = await createIsolatedDatabase('contactcare');
    api = await startLeadsApi({ pool: db.pool });
    member = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    careful = await insertInboxLead(db.pool, {
      name: 'Rosa Díaz',
      form_variant: 'visa-es',
      section: 'Visa VAWA Español',
      situation: 'abuse-victim',
    });
    await db.pool.query(
      `UPDATE leads SET contact_call = 'hours', contact_call_hours = 'de 9 a 11',
                        contact_voicemail = false, contact_texts = false WHERE id = $1`,
      [careful],
    );
    plain = await insertInboxLead(db.pool, { name: 'Ana Pérez' });
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  it('When a VAWA lead answered the safety questions, then its detail carries them and asks for care', async () => {
    const answer = await member.request(staffLeadPath(careful));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      contactPreferences: { call: 'hours', callHours: 'de 9 a 11', voicemail: false, texts: false },
      contactWithCare: true,
    });
  });

  it('When a contact-page lead was not asked, then its answers are all null and no care is asked', async () => {
    const answer = await member.request(staffLeadPath(plain));
    expect(answer.body).toMatchObject({
      contactPreferences: { call: null, callHours: null, voicemail: null, texts: null },
      contactWithCare: false,
    });
  });

  it('When the inbox lists both, then each card carries its answers and whether to take care', async () => {
    const answer = await member.request(STAFF_API_PATHS.leads);
    const leads = (answer.body as { leads: TListed[] }).leads;
    expect(leads.find((lead) => lead.id === careful)).toMatchObject({
      contactPreferences: { call: 'hours', callHours: 'de 9 a 11', voicemail: false, texts: false },
      contactWithCare: true,
    });
    expect(leads.find((lead) => lead.id === plain)?.contactWithCare).toBe(false);
  });
});
