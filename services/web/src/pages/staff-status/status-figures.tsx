import type { ReactNode } from 'react';
import { OPS_QUEUE_STATES } from '@firm/shared/ops/ops-status';
import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY, durationWords, sizeWords } from './staff-status-copy';
import type { TStatusPartProps } from './status-alerts';
import styles from './staff-status-page.module.css';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The flow's figures: the last lead and intake e-mail (times only), the queue by state and its oldest
 * waiting job, the outbox's lag, the dead letters with the way to the queue dashboard, the database's
 * size. What PostgreSQL could not give is said in words.
 */
export function StatusFigures({ locale, status }: TStatusPartProps) {
  const copy = COPY[locale];
  const db = status.database;
  const now = Date.parse(status.now);
  const when = (iso: string | null) =>
    iso ? (
      <>
        <FirmTime iso={iso} locale={locale} format="short" /> (
        {copy.ago(durationWords((now - Date.parse(iso)) / 1000))})
      </>
    ) : (
      copy.none
    );
  const { queue } = status;
  return (
    <>
      <Section id="status-leads" heading={copy.leadsHeading}>
        {db ? (
          <dl className={styles.figures}>
            <Figure label={copy.lastLead}>{when(db.lastLeadAt)}</Figure>
            <Figure label={copy.lastIntakeEmail}>{when(db.lastIntakeEmailAt)}</Figure>
            <Figure label={copy.withoutEmail}>{db.leadsWithoutIntakeEmail}</Figure>
          </dl>
        ) : (
          <p>{copy.databaseDown}</p>
        )}
      </Section>
      <Section id="status-queue" heading={`${copy.queueHeading} (${copy.backend[queue.backend]})`}>
        {queue.reachable ? (
          <dl className={styles.figures} data-testid="status-queue">
            {OPS_QUEUE_STATES.map((state) => (
              <Figure key={state} label={copy.states[state]}>
                {queue.counts[state]}
              </Figure>
            ))}
            <Figure label={copy.oldestWaiting}>
              {queue.oldestWaitingAgeSeconds > 0
                ? durationWords(queue.oldestWaitingAgeSeconds)
                : copy.nothingWaiting}
            </Figure>
          </dl>
        ) : (
          <p>{copy.queueDown}</p>
        )}
      </Section>
      <Section id="status-outbox" heading={copy.outboxHeading}>
        {db ? (
          <dl className={styles.figures}>
            <Figure label={copy.outboxWaiting}>{db.outboxWaiting}</Figure>
            <Figure label={copy.outboxOldest}>
              {db.outboxWaiting > 0
                ? durationWords(db.outboxOldestAgeSeconds)
                : copy.nothingWaiting}
            </Figure>
          </dl>
        ) : (
          <p>{copy.databaseDown}</p>
        )}
      </Section>
      <Section id="status-dead" heading={copy.deadHeading}>
        {db ? (
          <dl className={styles.figures}>
            <Figure label={copy.deadCount}>{db.deadLetters}</Figure>
          </dl>
        ) : null}
        <p>
          <a className={styles.link} href={QUEUE_DASHBOARD_PATH}>
            {copy.deadLink}
          </a>
        </p>
      </Section>
      <Section id="status-database" heading={copy.databaseHeading}>
        {db ? (
          <dl className={styles.figures}>
            <Figure label={copy.databaseSize}>{sizeWords(db.databaseBytes, locale)}</Figure>
          </dl>
        ) : (
          <p>{copy.databaseDown}</p>
        )}
      </Section>
    </>
  );
}
