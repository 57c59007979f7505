import { REPORTS_SUMMARY_PATH, staffReportCsvPath } from '@firm/shared/routes/report-paths';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TInboxList } from '@firm/shared/staff/inbox-list';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import type { Visitor } from '../../support/visitor';
import { insertCallClick, insertReportLead } from './support/report-leads';

jest.setTimeout(30_000);

const plus = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

// March 2026 in El Paso: MST (UTC-7) until Sunday the 8th at 2:00, MDT (UTC-6) after.
const RANGE = 'from=2026-03-01&to=2026-03-10';

describe('The reports: where leads come from, how fast they are answered, what becomes of them', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let admin: Visitor;
  let first: Visitor;
  let editor: Visitor;
  let ana: TTestStaff;
  let ben: TTestStaff;
  let waiting: number;

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffreports');
    api = await startLeadsApi({ pool: db.pool });
    const adminStaff = await addTestStaff(db.pool, { role: 'admin' });
    ana = await addTestStaff(db.pool, { role: 'intake' });
    ben = await addTestStaff(db.pool, { role: 'intake' });
    admin = await signedInVisitor(api.url, adminStaff);
    first = await signedInVisitor(api.url, ana);
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
    const lead = (
      received: string,
      fields: Omit<Parameters<typeof insertReportLead>[1], 'received_at'>,
    ) => insertReportLead(db.pool, { received_at: received, ...fields });
    // Monday 2 March, 9:00 MST: retained, answered in 10 minutes (target 15)
    const a = '2026-03-02T16:00:00Z';
    await lead(a, {
      source: 'facebook',
      campaign: 'vawa-1',
      situation: 'abuse-victim',
      status: 'Retained',
      owner_id: ana.id,
      first_contact_due_at: plus(a, 15),
      first_contacted_at: plus(a, 10),
    });
    // 10:00 MST: qualified, answered late (30 minutes)
    const b = '2026-03-02T17:00:00Z';
    await lead(b, {
      source: 'facebook',
      campaign: 'vawa-1',
      status: 'Qualified',
      owner_id: ben.id,
      first_contact_due_at: plus(b, 15),
      first_contacted_at: plus(b, 30),
    });
    // Monday 23:30 MST is already Tuesday in UTC: the firm's Monday; answered at Tuesday's opening
    await lead('2026-03-03T06:30:00Z', {
      source: 'google',
      form_variant: 'contact-en',
      locale: 'en',
      status: 'Contacted',
      owner_id: ana.id,
      first_contact_due_at: '2026-03-03T16:15:00Z',
      first_contacted_at: '2026-03-03T16:00:00Z',
    });
    // Saturday 28 February 23:59 MST (1 March in UTC): before the range
    await lead('2026-03-01T06:59:00Z', { owner_id: ben.id });
    // spam on Wednesday 4 March
    await lead('2026-03-04T18:00:00Z', { source: 'facebook', is_spam: true, status: 'Spam' });
    // Thursday 5 March 11:00 MST: nobody answered, overdue now
    const n = '2026-03-05T18:00:00Z';
    waiting = await lead(n, {
      source: 'google',
      owner_id: ben.id,
      first_contact_due_at: plus(n, 15),
    });
    // Monday 9 March 0:30 MDT (Sunday 23:30 had the zone not changed): not qualified, 60 minutes
    const q = '2026-03-09T06:30:00Z';
    await lead(q, {
      status: 'Not qualified',
      owner_id: ana.id,
      first_contact_due_at: '2026-03-09T15:15:00Z',
      first_contacted_at: plus(q, 60),
    });
    // Tuesday 10 March 23:30 MDT: in the range; Wednesday 0:30 MDT: after it
    await lead('2026-03-11T05:30:00Z', {
      source: 'tiktok',
      form_variant: 'social-media',
      owner_id: ana.id,
    });
    await lead('2026-03-11T06:30:00Z', { source: 'tiktok', owner_id: ana.id });
    await insertCallClick(
      db.pool,
      'https://firm.test/es/contacto?utm_source=x',
      '2026-03-02T16:00:00Z',
    );
    await insertCallClick(db.pool, 'https://firm.test/es/contacto', '2026-03-09T16:00:00Z');
    await insertCallClick(db.pool, 'https://firm.test/visa-k1', '2026-03-05T16:00:00Z');
    await insertCallClick(db.pool, 'https://firm.test/visa-k1', '2026-03-11T07:00:00Z');
  });
  afterAll(async () => {
    await api.close();
    await db.drop();
  });

  const summary = async (visitor: Visitor, query = RANGE) => {
    const answer = await visitor.request(`${REPORTS_SUMMARY_PATH}?${query}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown as TReportSummary;
  };

  it('When an admin asks for a range, then total, funnel and sources count the firm’s days, spam apart', async () => {
    const report = await summary(admin);
    expect(report.total).toBe(7);
    expect(report.funnel).toEqual({
      new: 2,
      contacted: 1,
      qualified: 1,
      retained: 1,
      notQualified: 1,
      spam: 1,
    });
    expect(Object.values(report.funnel).reduce((sum, n) => sum + n, 0)).toBe(report.total);
    expect(report.bySource).toEqual([
      {
        source: 'facebook',
        leads: 2,
        contacted: 2,
        qualified: 2,
        retained: 1,
        medianMinutesToFirstContact: 20,
      },
      {
        source: 'google',
        leads: 2,
        contacted: 1,
        qualified: 0,
        retained: 0,
        medianMinutesToFirstContact: 570,
      },
      {
        source: '(direct)',
        leads: 1,
        contacted: 1,
        qualified: 0,
        retained: 0,
        medianMinutesToFirstContact: 60,
      },
      {
        source: 'tiktok',
        leads: 1,
        contacted: 0,
        qualified: 0,
        retained: 0,
        medianMinutesToFirstContact: null,
      },
    ]);
    expect(report.byCampaign.map((row) => [row.source, row.campaign, row.leads])).toEqual([
      ['facebook', 'vawa-1', 2],
      ['google', '', 2],
      ['(direct)', '', 1],
      ['tiktok', '', 1],
    ]);
  });

  it('When an admin asks for a range, then speed is read in clock and office minutes with the target and the overdue', async () => {
    const { speed, byOwner, byHour } = await summary(admin);
    // waits 10, 30, 60, 570 clock minutes; 10, 30, 0, 0 office minutes (two came at night)
    expect(speed).toEqual({
      contacted: 4,
      medianMinutes: 45,
      p90Minutes: 417,
      officeMedianMinutes: 5,
      officeP90Minutes: 24,
      withinTargetShare: 0.6,
      overdueNow: 1,
    });
    expect(
      byOwner.map((row) => [
        row.owner,
        row.leads,
        row.medianMinutes,
        row.withinTargetShare,
        row.overdueNow,
      ]),
    ).toEqual([
      [ana.name, 4, 60, 1, 0],
      [ben.name, 2, 30, 0, 1],
    ]);
    expect(byHour.map((row) => [row.hour, row.leads])).toEqual([
      [0, 1],
      [9, 1],
      [10, 1],
      [11, 1],
      [23, 2],
    ]);
  });

  it('When leads are drawn over time, then each lands on its firm day across midnight and the daylight-saving change', async () => {
    const { overTime } = await summary(admin);
    expect(overTime.unit).toBe('day');
    expect(overTime.sources).toEqual(['facebook', 'google', '(direct)', 'tiktok']);
    expect(overTime.rows.map((row) => row.start)).toHaveLength(10);
    const day = (start: string) => overTime.rows.find((row) => row.start === start);
    expect(day('2026-03-01')).toEqual({ start: '2026-03-01', counts: [0, 0, 0, 0], spam: 0 });
    expect(day('2026-03-02')).toEqual({ start: '2026-03-02', counts: [2, 1, 0, 0], spam: 0 });
    expect(day('2026-03-04')).toEqual({ start: '2026-03-04', counts: [0, 0, 0, 0], spam: 1 });
    expect(day('2026-03-08')?.counts).toEqual([0, 0, 0, 0]);
    expect(day('2026-03-09')?.counts).toEqual([0, 0, 1, 0]);
    expect(day('2026-03-10')?.counts).toEqual([0, 0, 0, 1]);
    const weeks = await summary(admin, 'from=2026-01-01&to=2026-03-31');
    expect(weeks.overTime.unit).toBe('week');
    // the quarter also holds the lead of 28 February and the two of 10 and 11 March: four sources of two
    expect(weeks.overTime.sources).toEqual(['(direct)', 'facebook', 'google', 'tiktok']);
    expect(weeks.overTime.rows[0]?.start).toBe('2025-12-29');
    const week = (start: string) => weeks.overTime.rows.find((row) => row.start === start)?.counts;
    expect(week('2026-02-23')).toEqual([1, 0, 0, 0]);
    expect(week('2026-03-02')).toEqual([0, 2, 2, 0]);
    expect(week('2026-03-09')).toEqual([1, 0, 0, 2]);
  });

  it('When a breakdown is asked for, then forms, pages, situations, languages and phone clicks per page come with it', async () => {
    const report = await summary(admin);
    const keys = (rows: { key: string; leads: number }[]) =>
      rows.map((row) => [row.key, row.leads]);
    expect(keys(report.byForm)).toEqual([
      ['contact-es', 4],
      ['contact-en', 1],
      ['social-media', 1],
    ]);
    expect(keys(report.byLanguage)).toEqual([
      ['es', 5],
      ['en', 1],
    ]);
    expect(keys(report.bySituation)).toEqual([
      ['', 5],
      ['abuse-victim', 1],
    ]);
    expect(keys(report.bySeccion)).toEqual([
      ['Contacto Español', 5],
      ['Contact English', 1],
    ]);
    expect(report.callClicks).toEqual([
      { page: '/es/contacto', clicks: 2 },
      { page: '/visa-k1', clicks: 1 },
    ]);
  });

  it('When a filter is set, then every block follows it', async () => {
    const report = await summary(admin, `${RANGE}&source=facebook`);
    expect(report.total).toBe(3);
    expect(report.funnel).toMatchObject({ retained: 1, qualified: 1, spam: 1, new: 0 });
    expect(report.bySource.map((row) => row.source)).toEqual(['facebook']);
    expect(report.speed.contacted).toBe(2);
    expect((await summary(admin, `${RANGE}&language=en`)).total).toBe(1);
    expect((await summary(admin, `${RANGE}&campaign=vawa-1`)).total).toBe(2);
    expect((await summary(admin, `${RANGE}&situation=abuse-victim`)).total).toBe(1);
    expect((await summary(admin, `${RANGE}&owner=${ben.id}`)).total).toBe(2);
    expect((await summary(admin, `${RANGE}&source=(direct)`)).total).toBe(1);
  });

  it('When an intake member asks, then the figures are their own leads only, whatever owner they name; an editor is refused', async () => {
    const own = await summary(first, `${RANGE}&owner=${ben.id}`);
    expect(own.ownLeadsOnly).toBe(true);
    expect(own.total).toBe(4);
    expect(own.byOwner.map((row) => row.owner)).toEqual([ana.name]);
    const refused = await editor.request(`${REPORTS_SUMMARY_PATH}?${RANGE}`);
    expect(refused.status).toBe(403);
    expect((await editor.request(`${staffReportCsvPath('funnel')}?${RANGE}`)).status).toBe(403);
  });

  it('When the range is wrong, then the answer is 400 with a message saying what to fix, in the member’s language', async () => {
    const ask = async (query: string) => admin.request(`${REPORTS_SUMMARY_PATH}?${query}`);
    const reversed = await ask('from=2026-03-10&to=2026-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(
      'La fecha de inicio es posterior a la de fin. Por favor inviértalas.',
    );
    const tooLong = await ask('from=2020-01-01&to=2025-01-01&lang=en');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      'A report covers at most 5 years. Please choose a shorter range.',
    );
    expect((await ask('from=2020-01-02&to=2025-01-01')).status).toBe(200);
    for (const bad of [
      'from=2026-02-30&to=2026-03-01',
      'from=hoy&to=2026-03-01',
      'to=2026-03-01',
    ]) {
      const answer = await ask(bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(
        'Por favor elija una fecha de inicio y una de fin (AAAA-MM-DD) que existan.',
      );
    }
  });

  it('When the inbox and the reports are asked with the same filters, then their counts agree', async () => {
    const cases: [Visitor, string, string][] = [
      [admin, RANGE, ''],
      [admin, `${RANGE}&source=google`, ''],
      [admin, `${RANGE}&form=contact-es`, ''],
      [admin, 'from=2026-03-09&to=2026-03-10', ''],
      [first, RANGE, '&owner=me'],
    ];
    for (const [visitor, query, inboxExtra] of cases) {
      const report = await summary(visitor, query);
      const inbox = (
        await visitor.request(`${STAFF_API_PATHS.leads}?${query}&spam=all${inboxExtra}`)
      ).body as unknown as TInboxList;
      const real = (await visitor.request(`${STAFF_API_PATHS.leads}?${query}${inboxExtra}`))
        .body as unknown as TInboxList;
      expect(inbox.total).toBe(report.total);
      expect(real.total).toBe(report.total - report.funnel.spam);
      expect(real.counts).toMatchObject({
        'New Lead': report.funnel.new,
        Contacted: report.funnel.contacted,
        Qualified: report.funnel.qualified,
        Retained: report.funnel.retained,
      });
      expect(report.bySource.reduce((sum, row) => sum + row.leads, 0)).toBe(real.total);
    }
  });

  it('When a block is downloaded, then the CSV is its table in the member’s language', async () => {
    const csv = await admin.request(`${staffReportCsvPath('by-source')}?${RANGE}`);
    expect(csv.status).toBe(200);
    expect(String(csv.body.raw).split('\r\n')).toEqual([
      'Fuente,Prospectos,% del total,% contactados,% calificados,% contratados,Mediana al primer contacto (min)',
      'facebook,2,33.3,100,100,50,20',
      'google,2,33.3,50,0,0,570',
      '(direct),1,16.7,100,0,0,60',
      'tiktok,1,16.7,0,0,0,',
      '',
    ]);
    const funnel = await admin.request(`${staffReportCsvPath('funnel')}?${RANGE}&lang=en`);
    expect(String(funnel.body.raw).split('\r\n').slice(0, 3)).toEqual([
      'Step,Leads at this status,Reached this step,% of the step before',
      'New,2,6,',
      'Contacted,1,4,66.7',
    ]);
    expect((await admin.request(`${staffReportCsvPath('nonsense')}?${RANGE}`)).status).toBe(404);
  });

  it('When a waiting lead is contacted after a report, then the next report counts its wait in clock and office time', async () => {
    await summary(admin);
    // Thursday 11:00 MST, contacted 20 minutes later (office hours)
    await db.pool.query(
      `UPDATE leads SET first_contacted_at = received_at + interval '20 minutes' WHERE id = $1`,
      [waiting],
    );
    const { speed } = await summary(admin);
    expect(speed).toMatchObject({
      contacted: 5,
      medianMinutes: 30,
      officeMedianMinutes: 10,
      overdueNow: 0,
    });
  });
});
