import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRoutingOverview } from '@firm/shared/staff/routing-rules';
import { RuleAuditList } from '../../features/staff/components/rule-audit-list';
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
        <RuleAuditList
          locale={locale}
          audit={audit}
          className={styles.audit}
          testId="routing-audit"
          line={(entry) =>
            copy.auditLine(
              entry.actorName || entry.actorEmail || '—',
              copy.actions[entry.action] ?? entry.action,
              entry.ruleId,
            ) + (entry.after ? `: ${entry.after.targets.join(', ')}` : '')
          }
        />
      ) : (
        <p>{copy.noAudit}</p>
      )}
    </section>
  );
}
