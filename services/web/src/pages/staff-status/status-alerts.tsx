import { ALERT_SUMMARIES } from '@firm/shared/ops/alert-catalog';
import type { TOpsStatus } from '@firm/shared/ops/ops-status';
import type { TLocale } from '@firm/shared/i18n/locale';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY } from './staff-status-copy';
import styles from './staff-status-page.module.css';

/** Props of the status parts. */
export type TStatusPartProps = { locale: TLocale; status: TOpsStatus };

/**
 * The catalog's alerts, firing ones first: a word and a mark for the state (never the colour alone),
 * the alert's name as Prometheus knows it, what it means, and since when (the worker's record).
 */
export function StatusAlerts({ locale, status }: TStatusPartProps) {
  const copy = COPY[locale];
  const alerts = [...status.alerts].sort((a, b) => Number(b.firing) - Number(a.firing));
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="status-alerts">
      <h2 id="status-alerts" className={styles.cardHeading}>
        {copy.alertsHeading}
      </h2>
      <ul className={styles.list} data-testid="status-alerts">
        {alerts.map((alert) => (
          <li
            key={alert.name}
            className={`${styles.row} ${alert.firing ? styles.bad : styles.good}`}
            data-alert={alert.name}
            data-firing={alert.firing ? 'true' : 'false'}
          >
            <span className={styles.badge}>
              <span aria-hidden="true">{alert.firing ? '▲ ' : '✓ '}</span>
              {alert.firing ? copy.firing : copy.ok}
            </span>
            <span className={styles.rowMain}>
              <strong className={styles.code}>{alert.name}</strong>
              <span className={styles.summary}>{ALERT_SUMMARIES[alert.name][locale]}</span>
              <span className={styles.muted}>
                {alert.since ? (
                  <>
                    {copy.since} <FirmTime iso={alert.since} locale={locale} format="short" />
                  </>
                ) : (
                  copy.notEvaluated
                )}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
