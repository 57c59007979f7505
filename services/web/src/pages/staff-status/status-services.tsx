import type { TOpsServiceStatus } from '@firm/shared/ops/ops-status';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY, durationWords } from './staff-status-copy';
import type { TStatusPartProps } from './status-alerts';
import styles from './staff-status-page.module.css';

function stateOf(service: TOpsServiceStatus): 'up' | 'down' | 'neverSeen' {
  if (service.up) return 'up';
  return service.seenAt ? 'down' : 'neverSeen';
}

/** Each service up or down (in words and a mark), with its version, uptime and processes. */
export function StatusServices({ locale, status }: TStatusPartProps) {
  const copy = COPY[locale];
  const now = Date.parse(status.now);
  return (
    <section className={styles.card} aria-labelledby="status-services">
      <h2 id="status-services" className={styles.cardHeading}>
        {copy.servicesHeading}
      </h2>
      <ul className={styles.list} data-testid="status-services">
        {status.services.map((service) => {
          const state = stateOf(service);
          return (
            <li
              key={service.service}
              className={`${styles.row} ${state === 'up' ? styles.good : styles.bad}`}
              data-service={service.service}
              data-up={service.up ? 'true' : 'false'}
            >
              <span className={styles.badge}>
                <span aria-hidden="true">{state === 'up' ? '✓ ' : '▲ '}</span>
                {copy[state]}
              </span>
              <span className={styles.rowMain}>
                <strong>{copy.serviceNames[service.service]}</strong>
                {service.version ? (
                  <span className={styles.muted}>
                    {copy.version} {service.version}
                    {service.startedAt
                      ? ` · ${copy.uptime} ${durationWords((now - Date.parse(service.startedAt)) / 1000)}`
                      : ''}
                    {service.instances > 1 ? ` · ${copy.instances}: ${service.instances}` : ''}
                  </span>
                ) : null}
                {state === 'down' && service.seenAt ? (
                  <span className={styles.muted}>
                    {copy.lastSeen}:{' '}
                    <FirmTime iso={service.seenAt} locale={locale} format="short" />
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
