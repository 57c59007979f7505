import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignmentOverview } from '@firm/shared/staff/assignment-rules';
import { FirmTime } from '../../features/staff/components/firm-time';
import { COPY } from './staff-assignment-copy';
import styles from './staff-assignment-page.module.css';

/** The latest audited changes of the rules: when, who, what. */
export function AssignmentAudit({
  locale,
  audit,
}: {
  locale: TLocale;
  audit: TAssignmentOverview['audit'];
}) {
  const copy = COPY[locale];
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{copy.auditHeading}</h2>
      {audit.length ? (
        <ol className={styles.audit} data-testid="assignment-audit">
          {audit.map((entry) => (
            <li key={entry.id}>
              <FirmTime iso={entry.at} locale={locale} /> —{' '}
              {copy.auditLine(
                entry.actorName || entry.actorEmail || '—',
                copy.actions[entry.action] ?? entry.action,
                entry.ruleId,
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p>{copy.noAudit}</p>
      )}
    </section>
  );
}
