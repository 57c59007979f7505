import { parseReportFilter, presetRange, reportFilterQuery } from './reports-filter';

describe('The reports’ range', () => {
  it('When a preset is chosen, then its days are counted back from the firm’s today', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('7d', '2026-03-01')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('30d', '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('month', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(presetRange('last-month', '2026-03-17')).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(presetRange('last-month', '2026-01-05')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('custom', '2026-01-05')).toBeNull();
  });

  it('When the range is read, then a reversed, too long or impossible range names its mistake', () => {
    expect(parseReportFilter({ from: '2026-03-02', to: '2026-03-01' })).toEqual({
      ok: false,
      messageKey: 'staff.reportRangeReversed',
    });
    expect(parseReportFilter({ from: '2021-03-01', to: '2026-03-01' })).toEqual({
      ok: false,
      messageKey: 'staff.reportRangeTooLong',
    });
    expect(parseReportFilter({ from: '2021-03-02', to: '2026-03-01' }).ok).toBe(true);
    expect(parseReportFilter({ from: '2026-02-29', to: '2026-03-01' })).toEqual({
      ok: false,
      messageKey: 'staff.reportDateInvalid',
    });
  });

  it('When a filter is written back, then only what is set goes in the query string', () => {
    const parsed = parseReportFilter({
      from: '2026-03-01',
      to: '2026-03-10',
      source: ' facebook ',
      owner: '7',
      form: '',
    });
    expect(parsed.ok && reportFilterQuery(parsed.filter)).toBe(
      'from=2026-03-01&to=2026-03-10&source=facebook&owner=7',
    );
  });
});
