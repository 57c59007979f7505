import { createLogger } from '@firm/shared/server/logger';
import { ReportRollupSweeper } from '@firm/worker/reports/report-rollup-sweeper';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { ManualClock } from '../../support/staff';
import { insertReportLead } from '../leads-api/support/report-leads';

jest.setTimeout(30_000);

describe('The worker keeps the reports’ rollup current (issue 32 §3)', () => {
  let db: TIsolatedDatabase;
  // Wednesday 10 June 2026, 10:00 in El Paso
  const clock = new ManualClock(Date.parse('2026-06-10T16:00:00Z'));
  /** A worker's sweeper; a new one stands for a restarted worker (the state is rows only). */
  const newSweeper = () =>
    new ReportRollupSweeper({ pool: db.pool, logger: createLogger('rollup-test'), clock });
  /** Sweeps until a backlog of more days than one sweep takes is worked off. */
  const sweepAll = async () => {
    const sum = { days: 0, months: 0, years: 0 };
    for (;;) {
      const pass = await newSweeper().sweepOnce();
      if (!pass.days && !pass.months && !pass.years) return sum;
      sum.days += pass.days;
      sum.months += pass.months;
      sum.years += pass.years;
    }
  };
  const rolledDays = async () =>
    (
      await db.pool.query<{ day: string }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM lead_report_days ORDER BY day`,
      )
    ).rows.map((row) => row.day);
  const stored = async (id: number) =>
    (
      await db.pool.query<{ office_minutes: number }>(
        'SELECT office_minutes FROM lead_office_waits WHERE lead_id = $1',
        [id],
      )
    ).rows[0]?.office_minutes ?? null;

  beforeAll(async () => {
    db = await createIsolatedDatabase('rollupsweep');
  });
  afterAll(async () => {
    await db.drop();
  });

  it('When leads of past days and of today are stored, then a sweep rolls the past days, not today, and computes their office waits', async () => {
    // Monday 8 June 9:00, answered at 9:20 (office hours): 20 office minutes
    const monday = await insertReportLead(db.pool, {
      received_at: '2026-06-08T15:00:00Z',
      source: 'facebook',
      first_contact_due_at: '2026-06-08T15:15:00Z',
      first_contacted_at: '2026-06-08T15:20:00Z',
    });
    await insertReportLead(db.pool, { received_at: '2026-06-10T15:00:00Z', source: 'tiktok' });
    expect(await stored(monday)).toBeNull();

    const result = await newSweeper().sweepOnce();

    // from the first lead's month on, so that month can be built
    expect(result).toEqual({ officeWaits: 1, days: 9, months: 0, years: 0 });
    expect(await stored(monday)).toBe(20);
    expect((await rolledDays()).at(0)).toBe('2026-06-01');
    expect((await rolledDays()).at(-1)).toBe('2026-06-09');
    const { rows } = await db.pool.query<{ total: number }>(
      `SELECT total FROM lead_report_counts
        WHERE span = 'day' AND period = '2026-06-08' AND scope = 'all' AND dim = 'all'`,
    );
    expect(rows).toEqual([{ total: 1 }]);
    expect(await newSweeper().sweepOnce()).toEqual({
      officeWaits: 0,
      days: 0,
      months: 0,
      years: 0,
    });
  });

  it('When a rolled day’s lead is changed, then the next sweep rolls that day again; at midnight yesterday is rolled', async () => {
    await db.pool.query(
      `UPDATE leads SET status = 'Qualified' WHERE received_at = '2026-06-08T15:00:00Z'`,
    );
    expect(await newSweeper().sweepOnce()).toEqual({
      officeWaits: 0,
      days: 1,
      months: 0,
      years: 0,
    });
    const { rows } = await db.pool.query<{ qualified: number }>(
      `SELECT qualified FROM lead_report_counts
        WHERE span = 'day' AND period = '2026-06-08' AND scope = 'all' AND dim = 'all'`,
    );
    expect(rows).toEqual([{ qualified: 1 }]);

    clock.advance(15 * 3_600_000); // Thursday 11 June, 1:00
    expect(await newSweeper().sweepOnce()).toEqual({
      officeWaits: 0,
      days: 1,
      months: 0,
      years: 0,
    });
    expect((await rolledDays()).at(-1)).toBe('2026-06-10');
  });

  it('When a month’s days are all rolled, then the sweep builds the month; when a year’s months are, the year', async () => {
    // Wednesday 1 July, 1:00 in El Paso
    clock.advance(Date.parse('2026-07-01T07:00:00Z') - clock.now());
    expect(await newSweeper().sweepOnce()).toEqual({
      officeWaits: 0,
      days: 20,
      months: 1,
      years: 0,
    });
    const { rows } = await db.pool.query<{ month: string; total: number }>(
      `SELECT to_char(m.start, 'YYYY-MM-DD') AS month, c.total FROM lead_report_periods m
         JOIN lead_report_counts c ON c.span = 'month' AND c.period = m.start
        WHERE m.span = 'month' AND c.scope = 'all' AND c.dim = 'all'`,
    );
    expect(rows).toEqual([{ month: '2026-06-01', total: 2 }]);

    // 2 January 2027: the first days of 2026 were never rolled (no lead before June), so no year
    // yet; 2027 is built once its months are
    clock.advance(Date.parse('2027-01-02T19:00:00Z') - clock.now());
    expect(await sweepAll()).toMatchObject({ days: 185, months: 6, years: 0 });
    await insertReportLead(db.pool, { received_at: '2027-01-05T16:00:00Z', source: 'tiktok' });
    clock.advance(Date.parse('2028-01-02T19:00:00Z') - clock.now());
    expect(await sweepAll()).toMatchObject({ days: 365, months: 12, years: 1 });
    const year = await db.pool.query<{ total: number }>(
      `SELECT total FROM lead_report_counts
        WHERE span = 'year' AND period = '2027-01-01' AND scope = 'all' AND dim = 'all'`,
    );
    expect(year.rows).toEqual([{ total: 1 }]);
  });
});
