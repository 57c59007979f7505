import type { TLocale } from '@firm/shared/i18n/locale';
import { funnelReached, percentOf, reportTable } from '@firm/shared/staff/report-tables';
import type { TReportSpeed, TReportSummary } from '@firm/shared/staff/reports-summary';
import type { TBar } from '../../features/reports/components/bar-chart';
import { COPY } from './staff-reports-copy';

/** The funnel's bars: each step's leads with the share of the step before; not qualified and spam apart. */
export function funnelBars(summary: TReportSummary, locale: TLocale): TBar[] {
  const copy = COPY[locale];
  const number = (n: number) => n.toLocaleString(`${locale}-US`);
  const reached = funnelReached(summary);
  const names = reportTable(summary, 'funnel', locale).rows.map((row) => String(row[0]));
  return [
    ...reached.map((value, index) => ({
      label: names[index] ?? '',
      value,
      text: number(value),
      ...(index > 0
        ? { note: copy.ofBefore(copy.percent(percentOf(value, reached[index - 1] ?? 0))) }
        : {}),
    })),
    {
      label: names[4] ?? '',
      value: summary.funnel.notQualified,
      text: number(summary.funnel.notQualified),
      apart: true,
    },
    {
      label: copy.spam,
      value: summary.funnel.spam,
      text: number(summary.funnel.spam),
      apart: true,
    },
  ];
}

/** The speed's bars: median and 90th percentile, in clock and in office minutes. */
export function speedBars(speed: TReportSpeed, locale: TLocale): TBar[] {
  const copy = COPY[locale];
  const bars: [string, number | null][] = [
    [`${copy.median} (${copy.clock})`, speed.medianMinutes],
    [`${copy.p90} (${copy.clock})`, speed.p90Minutes],
    [`${copy.median} (${copy.office})`, speed.officeMedianMinutes],
    [`${copy.p90} (${copy.office})`, speed.officeP90Minutes],
  ];
  return bars.map(([label, minutes]) => ({
    label,
    value: minutes ?? 0,
    text: copy.minutes(minutes),
  }));
}
