import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRuleAuditEntry } from '@firm/shared/staff/routing-rules';
import { FirmTime } from './firm-time';

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
