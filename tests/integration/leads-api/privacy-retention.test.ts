import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { DEFAULT_RETENTION, type TRetentionView } from '@firm/shared/privacy/retention';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { seedLead } from '../../support/seed-lead';
import { uniquePhone } from '../../support/lead-factory';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import type { Visitor } from '../../support/visitor';

jest.setTimeout(60_000);

const PATH = STAFF_API_PATHS.privacyRetention;

describe('The retention schedule’s settings and dry run (issue 31 §3 "Retention")', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let adminStaff: TTestStaff;
  let admin: Visitor;
  let intake: Visitor;
  let editor: Visitor;

  beforeAll(async () => {
    db = await createIsolatedDatabase('privacyretention');
    api = await startLeadsApi({ pool: db.pool });
    adminStaff = await addTestStaff(db.pool, { role: 'admin' });
    admin = await signedInVisitor(api.url, adminStaff);
    intake = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'intake' }));
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const put = async (who: Visitor, body: Record<string, string>, lang = '') =>
    who.request(`${PATH}${lang}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await who.token() },
      body: JSON.stringify(body),
    });

  it('When an admin reads the schedule, then the safe defaults are there; a change is kept and audited with what it was', async () => {
    const first = await admin.request(PATH);
    expect(first.status).toBe(200);
    expect((first.body.retention as TRetentionView).schedule).toEqual(DEFAULT_RETENTION);
    expect(DEFAULT_RETENTION).toEqual({ spamDays: 30, unengagedMonths: 24, callClickMonths: 13 });

    const changed = await put(admin, {
      spamDays: '45',
      unengagedMonths: '18',
      callClickMonths: '12',
    });
    expect(changed.status).toBe(200);
    const view = changed.body.retention as TRetentionView;
    expect(view.schedule).toEqual({ spamDays: 45, unengagedMonths: 18, callClickMonths: 12 });
    expect(view.updatedBy).toMatchObject({ id: adminStaff.id });
    // the page's form posts the same fields
    const posted = await admin.postForm(PATH, {
      spamDays: '30',
      unengagedMonths: '24',
      callClickMonths: '13',
    });
    expect(posted.status).toBe(200);
    const { rows } = await db.pool.query(
      `SELECT actor_id::int, detail FROM privacy_audit WHERE action = 'retention.changed' ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        actor_id: adminStaff.id,
        detail: {
          before: DEFAULT_RETENTION,
          after: { spamDays: 45, unengagedMonths: 18, callClickMonths: 12 },
        },
      },
      {
        actor_id: adminStaff.id,
        detail: {
          before: { spamDays: 45, unengagedMonths: 18, callClickMonths: 12 },
          after: DEFAULT_RETENTION,
        },
      },
    ]);
    const version = await db.pool.query(
      'SELECT version, published_version FROM retention_settings',
    );
    expect(version.rows).toEqual([{ version: 3, published_version: 0 }]);
  });

  it('When a period is out of bounds or not a whole number, then it is refused naming the field, in Spanish or English, and nothing changes', async () => {
    const es = await put(admin, { spamDays: '3', unengagedMonths: '24', callClickMonths: '13' });
    expect(es.status).toBe(400);
    expect(es.body.errors).toEqual([
      {
        field: 'spamDays',
        message: 'Spam: por favor escriba un número entero de días, de 7 a 365.',
      },
    ]);
    const en = await put(
      admin,
      { spamDays: '30', unengagedMonths: '2.5', callClickMonths: '99' },
      '?lang=en',
    );
    expect(en.status).toBe(400);
    expect(en.body.errors).toEqual([
      {
        field: 'unengagedMonths',
        message:
          'Leads never contacted or not qualified: please enter a whole number of months from 6 to 120.',
      },
      {
        field: 'callClickMonths',
        message: 'Phone-link clicks: please enter a whole number of months from 1 to 60.',
      },
    ]);
    const missing = await put(admin, { spamDays: '30' });
    expect(missing.status).toBe(400);
    const stored = await admin.request(PATH);
    expect((stored.body.retention as TRetentionView).schedule).toEqual(DEFAULT_RETENTION);
  });

  it('When a member who is not an admin asks, then the schedule, its change and the dry run are refused', async () => {
    for (const who of [intake, editor]) {
      expect((await who.request(PATH)).status).toBe(403);
      expect(
        (await put(who, { spamDays: '8', unengagedMonths: '6', callClickMonths: '1' })).status,
      ).toBe(403);
      expect((await who.request(STAFF_API_PATHS.privacyRetentionDryRun)).status).toBe(403);
    }
    const stored = await admin.request(PATH);
    expect((stored.body.retention as TRetentionView).schedule).toEqual(DEFAULT_RETENTION);
  });

  it('When an admin asks for the dry run, then it counts per rule and names no one, and writes nothing but its audit', async () => {
    const spam = await seedLead(db.pool, {
      nombre: 'Rigoberta Secreta',
      email: 'rigoberta.secreta@example.com',
      phone: uniquePhone(),
    });
    await db.pool.query(
      `UPDATE leads SET status = 'Spam', is_spam = true, received_at = now() - interval '31 days'
        WHERE id = $1`,
      [spam],
    );
    await db.pool.query(
      `INSERT INTO call_events (locale, occurred_at) VALUES ('es', now() - interval '14 months')`,
    );
    const answer = await admin.postJson(STAFF_API_PATHS.privacyRetentionDryRun, {});
    expect(answer.status).toBe(200);
    expect(answer.body.dryRun).toMatchObject({ counts: { spam: 1, unengaged: 0, call_clicks: 1 } });
    expect(JSON.stringify(answer.body)).not.toContain('Rigoberta');
    const { rows } = await db.pool.query('SELECT count(*)::int AS n FROM lead_erasures');
    expect(rows).toEqual([{ n: 0 }]);
    const read = await admin.request(STAFF_API_PATHS.privacyRetentionDryRun);
    expect(read.body.dryRun).toMatchObject({ counts: { spam: 1, unengaged: 0, call_clicks: 1 } });
  });
});
