import { firstContactSettingsCache } from '@firm/shared/server/first-contact-settings';
import { createLogger } from '@firm/shared/server/logger';
import { reportDays, type TReportFilter } from '@firm/shared/staff/reports-filter';
import { rolledCoverage } from '@firm/leads-api/reports/report-facts.repository';
import {
  reportSummary,
  type TReportsDeps,
  type TReportViewer,
} from '@firm/leads-api/reports/reports.service';
import { ReportRollupSweeper } from '@firm/worker/reports/report-rollup-sweeper';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { addTestStaff, ManualClock } from '../../support/staff';
import { insertCallClick, insertReportLead } from '../leads-api/support/report-leads';

jest.setTimeout(60_000);

// Wednesday 10 June 2026, 10:00 in El Paso
const NOW = Date.parse('2026-06-10T16:00:00Z');
const TODAY = '2026-06-10';

describe('The reports’ rollup marks the days without facts rolled at once (issue 32 §3)', () => {
  let db: TIsolatedDatabase;
  let deps: TReportsDeps;
  let admin: TReportViewer;

  const sweep = () =>
    new ReportRollupSweeper({
      pool: db.pool,
      logger: createLogger('rollup-empty-test'),
      clock: new ManualClock(NOW),
    }).sweepOnce();
  /** The summary from the rollup where it covers, and from the live leads only. */
  const both = async (filter: TReportFilter) => ({
    rolled: await reportSummary(deps, filter, admin),
    live: await reportSummary({ ...deps, liveOnly: true }, filter, admin),
  });
  const coverage = (from: string, to: string) => rolledCoverage(db.pool, from, to, new Date(NOW));

  beforeAll(async () => {
    db = await createIsolatedDatabase('rollupempty');
    deps = {
      pool: db.pool,
      clock: new ManualClock(NOW),
      clockSettings: firstContactSettingsCache(db.pool),
    };
    admin = { id: (await addTestStaff(db.pool, { role: 'admin' })).id, role: 'admin' };
    // a lead dated 1900 (test databases have such) and one of last month, both answered
    await insertReportLead(db.pool, {
      received_at: '1900-01-15T18:00:00Z',
      source: 'facebook',
      first_contact_due_at: '1900-01-15T18:15:00Z',
      first_contacted_at: '1900-01-15T18:05:00Z',
    });
    await insertReportLead(db.pool, {
      received_at: '2026-05-12T18:00:00Z',
      source: 'tiktok',
      status: 'Contacted',
      first_contact_due_at: '2026-05-12T18:15:00Z',
      first_contacted_at: '2026-05-12T18:20:00Z',
    });
    await insertCallClick(db.pool, 'https://firm.test/es/contacto', '2026-05-20T18:00:00Z');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When the first lead is from 1900 and the other from last month, then one sweep rolls every day, month and year before today, and reports over both equal the live ones', async () => {
    // every day of 1900-01 … 2026-06-09, the months to May 2026, the years 1900 … 2025
    const days = reportDays('1900-01-01', '2026-06-09');
    expect(await sweep()).toMatchObject({ days, months: 126 * 12 + 5, years: 126 });
    expect(await sweep()).toEqual({ officeWaits: 0, days: 0, months: 0, years: 0 });
    const { rows } = await db.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lead_report_days',
    );
    expect(rows).toEqual([{ n: days }]);

    // every period is rolled; the reports read the largest ones that fit the range
    const whole = await coverage('1900-01-01', TODAY);
    expect(whole.years).toHaveLength(126);
    expect(whole.months).toHaveLength(126 * 12 + 5);
    expect(whole.days).toHaveLength(days);
    for (const filter of [
      { from: '1900-01-01', to: TODAY },
      { from: '1900-01-01', to: TODAY, source: 'tiktok' },
      { from: '1899-12-20', to: '1900-02-10' },
    ]) {
      const { rolled, live } = await both(filter);
      expect(rolled).toEqual(live);
      expect(rolled.total).toBeGreaterThan(0);
    }
  });

  it('When a lead and a click are stored on days marked without facts, then those days are read live until the next sweep rolls them, their month and their year', async () => {
    await insertReportLead(db.pool, { received_at: '1950-03-10T18:00:00Z', source: 'google' });
    await insertCallClick(db.pool, 'https://firm.test/es/contacto', '1950-03-11T18:00:00Z');
    const stale = await coverage('1950-01-01', '1950-12-31');
    expect(stale.years).toEqual([]);
    expect(stale.months).not.toContain('1950-03-01');
    expect(stale.days).not.toContain('1950-03-10');
    expect(stale.days).not.toContain('1950-03-11');
    const before = await both({ from: '1950-01-01', to: '1950-12-31' });
    expect(before.rolled).toEqual(before.live);
    expect(before.rolled.total).toBe(1);

    expect(await sweep()).toMatchObject({ days: 2, months: 1, years: 1 });
    expect((await coverage('1950-01-01', '1950-12-31')).years).toEqual(['1950-01-01']);
    const after = await both({ from: '1950-01-01', to: '1950-12-31' });
    expect(after.rolled).toEqual(after.live);
    expect(after.rolled.total).toBe(1);
    expect(after.rolled.callClicks).toEqual([{ page: '/es/contacto', clicks: 1 }]);
  });
});
