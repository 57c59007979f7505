import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRoutingOverview } from '@firm/shared/staff/routing-rules';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY } from './staff-routing-copy';
import styles from './staff-routing-page.module.css';

/** The latest audited changes of the rules: when, who, what. */
export function RoutingAudit({
  locale,
  audit,
}: {
  locale: TLocale;
  audit: TRoutingOverview['audit'];
}) {
  const copy = COPY[locale];
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{copy.auditHeading}</h2>
      {audit.length ? (
        <ol className={styles.audit} data-testid="routing-audit">
          {audit.map((entry) => (
            <li key={entry.id}>
              <FirmTime iso={entry.at} locale={locale} /> —{' '}
              {copy.auditLine(
                entry.actorName || entry.actorEmail || '—',
                copy.actions[entry.action] ?? entry.action,
                entry.ruleId,
              )}
              {entry.after ? `: ${entry.after.targets.join(', ')}` : ''}
            </li>
          ))}
        </ol>
      ) : (
        <p>{copy.noAudit}</p>
      )}
    </section>
  );
}
