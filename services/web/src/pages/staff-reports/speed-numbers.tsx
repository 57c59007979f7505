import type { TLocale } from '@firm/shared/i18n/locale';
import type { TReportSpeed } from '@firm/shared/staff/reports-summary';
import { COPY } from './staff-reports-copy';
import styles from './staff-reports-page.module.css';

/** The speed block's headline figures: median and 90th percentile (clock and office), within target, overdue. */
export function SpeedNumbers({ locale, speed }: { locale: TLocale; speed: TReportSpeed }) {
  const copy = COPY[locale];
  const share = speed.withinTargetShare === null ? null : Math.round(speed.withinTargetShare * 100);
  const tiles = [
    [copy.median, copy.minutes(speed.medianMinutes), copy.clock],
    [copy.p90, copy.minutes(speed.p90Minutes), copy.clock],
    [copy.median, copy.minutes(speed.officeMedianMinutes), copy.office],
    [copy.p90, copy.minutes(speed.officeP90Minutes), copy.office],
    [copy.withinTarget, copy.percent(share), ''],
    [copy.overdueNow, speed.overdueNow.toLocaleString(`${locale}-US`), ''],
  ] as const;
  return (
    <ul className={styles.speed}>
      {tiles.map(([label, value, kind], index) => (
        <li key={index} className={index === 5 && speed.overdueNow > 0 ? styles.alert : undefined}>
          <span className={styles.speedValue}>{value}</span>
          <span>
            {label}
            {kind ? <span className={styles.kind}> ({kind})</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
