import { ALERT_SUMMARIES } from '@firm/shared/ops/alert-catalog';
import type { TOpsAlert, TOpsStatus } from '@firm/shared/ops/ops-status';
import type { TLocale } from '@firm/shared/i18n/locale';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY } from './staff-status-copy';
import styles from './staff-status-page.module.css';

/** Props of the status parts. */
export type TStatusPartProps = { locale: TLocale; status: TOpsStatus };

function AlertRow({ alert, locale }: { alert: TOpsAlert; locale: TLocale }) {
  const copy = COPY[locale];
  return (
    <li
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
  );
}

/**
 * The catalog's alerts: those firing first and always in view, a word and a mark for the state (never
 * the colour alone), the alert's name as Prometheus knows it, what it means and since when (the
 * worker's record). The quiet ones are folded away while something fires.
 */
export function StatusAlerts({ locale, status }: TStatusPartProps) {
  const copy = COPY[locale];
  const firing = status.alerts.filter((alert) => alert.firing);
  const quiet = status.alerts.filter((alert) => !alert.firing);
  const rows = (alerts: TOpsAlert[]) => (
    <ul className={styles.list}>
      {alerts.map((alert) => (
        <AlertRow key={alert.name} alert={alert} locale={locale} />
      ))}
    </ul>
  );
  return (
    <section className={`${styles.card} ${styles.wide}`} aria-labelledby="status-alerts">
      <h2 id="status-alerts" className={styles.cardHeading}>
        {copy.alertsHeading}
      </h2>
      <div data-testid="status-alerts">
        {firing.length ? (
          rows(firing)
        ) : (
          <p className={styles.allQuiet}>
            <span aria-hidden="true">✓ </span>
            {copy.allQuiet}
          </p>
        )}
        {quiet.length ? (
          <details className={styles.quiet} open={firing.length === 0}>
            <summary>{copy.quietCount(quiet.length)}</summary>
            {rows(quiet)}
          </details>
        ) : null}
      </div>
    </section>
  );
}
