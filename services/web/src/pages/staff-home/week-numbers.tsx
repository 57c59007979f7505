import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { waitInWords } from '@firm/shared/staff/first-contact';
import { funnelReached, percentOf } from '@firm/shared/staff/report-tables';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/** The three headline numbers of the last 7 days (issue 32 §2), with a link to the reports. */
export function WeekNumbers({ locale, summary }: { locale: TLocale; summary: TReportSummary }) {
  const copy = COPY[locale];
  const [real, reachedContacted] = funnelReached(summary);
  const contacted = percentOf(reachedContacted, real);
  const median = summary.speed.medianMinutes;
  const tiles = [
    ['leads', copy.weekLeads, real.toLocaleString(`${locale}-US`)],
    ['contacted', copy.weekContacted, contacted === null ? '—' : `${contacted}%`],
    ['median', copy.weekMedian, median === null ? '—' : waitInWords(median)],
  ] as const;
  return (
    <section aria-labelledby="week-heading" className={styles.section}>
      <h2 id="week-heading">{copy.weekHeading}</h2>
      <ul className={styles.numbers}>
        {tiles.map(([key, label, value]) => (
          <li key={key}>
            <span className={styles.tile}>
              <span className={styles.number} data-testid={`week-${key}`}>
                {value}
              </span>
              <span>{label}</span>
            </span>
          </li>
        ))}
      </ul>
      <p>
        <a href={`${getHref('staffReports', locale)}?periodo=7d`}>{copy.weekLink}</a>
      </p>
    </section>
  );
}
