import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRuleAuditEntry } from '@firm/shared/staff/routing-rules';
import { FirmTime } from './firm-time';
import { RULE_ADMIN_COPY } from './rule-admin-copy';
import styles from './staff-rules.module.css';

/** Props of {@link RuleAuditList}. */
export type TRuleAuditListProps<TView> = {
  locale: TLocale;
  audit: TRuleAuditEntry<TView>[];
  className?: string | undefined;
  testId: string;
  /** What a line says after its time: who did what to which rule. */
  line: (entry: TRuleAuditEntry<TView>) => string;
};

/** The latest audited changes of an admin's rules (routing, assignment), newest first: when, then what. */
export function RuleAuditList<TView>({
  locale,
  audit,
  className,
  testId,
  line,
}: TRuleAuditListProps<TView>) {
  return (
    <ol className={className} data-testid={testId}>
      {audit.map((entry) => (
        <li key={entry.id}>
          <FirmTime iso={entry.at} locale={locale} /> — {line(entry)}
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link RuleAuditSection}. */
export type TRuleAuditSectionProps<TView> = Omit<
  TRuleAuditListProps<TView>,
  'className' | 'line'
> & {
  /** What a line says after its time, given who did it and the action's words. */
  line: (entry: TRuleAuditEntry<TView>, who: string, action: string) => string;
};

/** The section of an admin's rule page with the latest audited changes of its rules: when, who, what. */
export function RuleAuditSection<TView>({
  locale,
  audit,
  testId,
  line,
}: TRuleAuditSectionProps<TView>) {
  const copy = RULE_ADMIN_COPY[locale];
  return (
    <section className={styles.section} aria-labelledby="audit-heading">
      <h2 id="audit-heading">{copy.auditHeading}</h2>
      {audit.length ? (
        <RuleAuditList
          locale={locale}
          audit={audit}
          className={styles.audit}
          testId={testId}
          line={(entry) =>
            line(
              entry,
              entry.actorName || entry.actorEmail || '—',
              copy.actions[entry.action] ?? entry.action,
            )
          }
        />
      ) : (
        <p>{copy.noAudit}</p>
      )}
    </section>
  );
}
