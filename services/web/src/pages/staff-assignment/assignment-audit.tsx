import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignmentOverview } from '@firm/shared/staff/assignment-rules';
import { RuleAuditList } from '../../features/staff/components/rule-audit-list';
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
        <RuleAuditList
          locale={locale}
          audit={audit}
          className={styles.audit}
          testId="assignment-audit"
          line={(entry) =>
            copy.auditLine(
              entry.actorName || entry.actorEmail || '—',
              copy.actions[entry.action] ?? entry.action,
              entry.ruleId,
            )
          }
        />
      ) : (
        <p>{copy.noAudit}</p>
      )}
    </section>
  );
}
