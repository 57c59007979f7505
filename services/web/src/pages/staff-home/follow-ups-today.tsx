import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { formatFirmShort } from '@firm/shared/staff/firm-time';
import type { TFollowUpTodayView } from '@firm/shared/staff/follow-ups';
import { COPY } from './staff-home-copy';
import styles from './staff-home-page.module.css';

/** Props of {@link FollowUpsToday}. */
export type TFollowUpsTodayProps = {
  locale: TLocale;
  followUps: TFollowUpTodayView[];
  now: string;
};

/**
 * "Para hoy": the calls the member set to make again, due today or late (late ones marked in red and
 * words), soonest first, each linked to its lead's page.
 */
export function FollowUpsToday({ locale, followUps, now }: TFollowUpsTodayProps) {
  const copy = COPY[locale];
  return (
    <section aria-labelledby="follow-ups-heading" className={styles.section}>
      <h2 id="follow-ups-heading">{copy.followUpsHeading}</h2>
      <p className={styles.hint}>{copy.followUpsHint}</p>
      {followUps.length === 0 ? (
        <p>{copy.noFollowUps}</p>
      ) : (
        <ol className={styles.followUps} data-testid="follow-ups-today">
          {followUps.map((followUp) => {
            const late = Date.parse(followUp.dueAt) < Date.parse(now);
            return (
              <li
                key={followUp.id}
                className={late ? `${styles.followUp} ${styles.followUpLate}` : styles.followUp}
              >
                <span className={styles.followUpWhen}>
                  {late ? <span className={styles.late}>{copy.followUpLate} · </span> : null}
                  {copy.followUpAt(formatFirmShort(followUp.dueAt, locale))}
                </span>
                <a
                  href={getHref('staffLead', locale, { id: String(followUp.leadId) })}
                  className={styles.leadName}
                >
                  {followUp.leadName || `#${followUp.leadId}`}
                </a>
                {followUp.note ? <span>{followUp.note}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
