import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { rollReports } from '@firm/shared/server/reports/roll-reports';
import type { TReportFilter } from '@firm/shared/staff/reports-filter';
import { rolledCoverage } from '@firm/leads-api/reports/report-facts.repository';
import {
  reportSummary,
  type TReportsDeps,
  type TReportViewer,
} from '@firm/leads-api/reports/reports.service';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { addTestStaff } from '../../support/staff';
import { insertCallClick, insertReportLead } from './support/report-leads';

jest.setTimeout(60_000);

const plus = (iso: string, minutes: number) =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

// Thursday 2 April 2026, 12:00 in El Paso: the rollup holds the days before it
const NOW = Date.parse('2026-04-02T18:00:00Z');
const TODAY = '2026-04-02';
const SOURCES = ['facebook', 'tiktok', null, 'google'];
const STATUSES = ['New Lead', 'Contacted', 'Qualified', 'Retained', 'Not qualified'];

describe('The reports’ rollup: rolled days answer exactly as the live leads (issue 32 §3)', () => {
  let db: TIsolatedDatabase;
  let deps: TReportsDeps;
  let admin: TReportViewer;
  let intake: TReportViewer;
  let changed: number;

  /** The summary from the rollup where it covers, and from the live leads only. */
  const both = async (filter: TReportFilter, viewer: TReportViewer) => ({
    rolled: await reportSummary(deps, filter, viewer),
    live: await reportSummary({ ...deps, liveOnly: true }, filter, viewer),
  });
  const sweep = () =>
    deps.clockSettings
      .get()
      .then((settings) =>
        rollReports(db.pool, { today: TODAY, schedule: settings.schedule, limit: 1000 }),
      );

  beforeAll(async () => {
    db = await createIsolatedDatabase('reportrollup');
    deps = {
      pool: db.pool,
      clock: { now: () => NOW },
      clockSettings: firstContactSettingsCache(db.pool),
    };
    admin = { id: (await addTestStaff(db.pool, { role: 'admin' })).id, role: 'admin' };
    const owners = [
      (await addTestStaff(db.pool, { role: 'intake' })).id,
      (await addTestStaff(db.pool, { role: 'intake' })).id,
    ];
    intake = { id: owners[0]!, role: 'intake' };
    // 20 February to 1 April (across the change to daylight time on 8 March), every 7 h 13 min,
    // waits of whole and broken minutes (12.5 → 13), some spam, some never contacted
    const first = Date.parse('2026-02-20T07:00:00Z');
    for (let i = 0; i < 140; i += 1) {
      const at = new Date(first + i * 433 * 60_000).toISOString();
      const contacted = i % 6 !== 0;
      const id = await insertReportLead(db.pool, {
        received_at: at,
        source: SOURCES[i % SOURCES.length],
        campaign: i % 3 === 0 ? `camp-${i % 2}` : undefined,
        form_variant: i % 4 === 1 ? 'contact-en' : 'contact-es',
        locale: i % 4 === 1 ? 'en' : 'es',
        situation: i % 5 === 0 ? 'family' : null,
        status: i % 23 === 0 ? 'Spam' : STATUSES[i % STATUSES.length],
        is_spam: i % 23 === 0,
        owner_id: i % 7 === 0 ? null : owners[i % 2],
        first_contact_due_at: i % 23 === 0 ? null : plus(at, 15),
        first_contacted_at: contacted ? plus(at, ((i * 37) % 300) + (i % 2) * 0.5) : null,
      });
      if (i === 90) changed = id;
    }
    // three in 2025: the whole year is rolled, then built from its months
    for (const [i, at] of [
      '2025-01-10T18:00:00Z',
      '2025-06-03T23:30:00Z',
      '2025-12-31T20:00:00Z',
    ].entries())
      await insertReportLead(db.pool, {
        received_at: at,
        source: SOURCES[i],
        owner_id: owners[i % 2],
        status: STATUSES[i],
        first_contact_due_at: plus(at, 15),
        first_contacted_at: plus(at, 7 + i),
      });
    // today's, read live
    await insertReportLead(db.pool, {
      received_at: '2026-04-02T15:00:00Z',
      source: 'facebook',
      owner_id: owners[0],
      first_contact_due_at: '2026-04-02T15:15:00Z',
      first_contacted_at: '2026-04-02T15:04:10Z',
    });
    await insertCallClick(db.pool, 'https://firm.test/es/contacto?x=1', '2026-03-03T18:00:00Z');
    await insertCallClick(db.pool, 'https://firm.test/es/contacto', '2026-04-02T16:00:00Z');
    await sweep();
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When the days are rolled, then whole months and days answer from the rollup and every block equals the live answer', async () => {
    const coverage = await rolledCoverage(db.pool, '2026-02-15', TODAY, new Date(NOW));
    expect(coverage.months).toEqual(['2026-03-01']);
    expect(coverage.days).toContain('2026-02-20');
    expect(coverage.days).not.toContain(TODAY);
    const long = await rolledCoverage(db.pool, '2024-12-15', TODAY, new Date(NOW));
    expect(long.years).toEqual(['2025-01-01']);
    expect(long.months).toEqual(expect.arrayContaining(['2025-06-01', '2026-01-01', '2026-03-01']));
    const ranges = [
      { from: '2024-12-15', to: TODAY },
      { from: '2026-02-15', to: TODAY },
      { from: '2026-03-05', to: '2026-03-10' },
      { from: '2026-03-31', to: TODAY },
    ];
    for (const range of ranges)
      for (const [viewer, extra] of [
        [admin, {}],
        [intake, {}],
        [admin, { source: 'facebook' }],
        [admin, { source: '(direct)' }],
        [admin, { owner: intake.id }],
      ] as const) {
        const { rolled, live } = await both({ ...range, ...extra }, viewer);
        expect(rolled).toEqual(live);
        expect(rolled.total).toBeGreaterThan(0);
      }
  });

  it('When a lead’s status changes after its day was rolled, then the day is read live until the next sweep rolls it again, and the answers stay equal', async () => {
    const range = { from: '2026-03-01', to: '2026-03-31' };
    const before = await reportSummary(deps, range, admin);
    const { rows } = await db.pool.query<{ day: string; status: string }>(
      `SELECT to_char((received_at AT TIME ZONE 'America/Denver')::date, 'YYYY-MM-DD') AS day, status
         FROM leads WHERE id = $1`,
      [changed],
    );
    expect(rows[0]!.status).not.toBe('Retained');
    await db.pool.query(`UPDATE leads SET status = 'Retained' WHERE id = $1`, [changed]);

    const stale = await rolledCoverage(db.pool, range.from, range.to, new Date(NOW));
    expect(stale.months).toEqual([]);
    expect(stale.days).not.toContain(rows[0]!.day);
    const { rolled, live } = await both(range, admin);
    expect(rolled).toEqual(live);
    expect(rolled.funnel.retained).toBe(before.funnel.retained + 1);

    const result = await sweep();
    expect(result).toMatchObject({ days: 1, months: 1 });
    const again = await rolledCoverage(db.pool, range.from, range.to, new Date(NOW));
    expect(again.months).toEqual(['2026-03-01']);
    expect(await reportSummary(deps, range, admin)).toEqual(live);
  });

  it('When a rolled day still has a clock not yet due, then that day is read live until the clock falls due', async () => {
    await insertReportLead(db.pool, {
      received_at: '2026-04-01T20:00:00Z',
      source: 'tiktok',
      first_contact_due_at: '2026-04-03T15:00:00Z',
    });
    await sweep();
    const coverage = await rolledCoverage(db.pool, '2026-04-01', '2026-04-01', new Date(NOW));
    expect(coverage.days).toEqual([]);
    const later = await rolledCoverage(
      db.pool,
      '2026-04-01',
      '2026-04-01',
      new Date('2026-04-03T16:00:00Z'),
    );
    expect(later.days).toEqual(['2026-04-01']);
    const { rolled, live } = await both({ from: '2026-03-25', to: TODAY }, admin);
    expect(rolled).toEqual(live);
    expect(rolled.speed.overdueNow).toBe(live.speed.overdueNow);
  });
});
