import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignableMember, TAssignmentRuleView } from '@firm/shared/staff/assignment-rules';
import { RuleListSection } from '../../features/staff/components/rule-list-section';
import styles from '../../features/staff/components/staff-rules.module.css';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { AssignmentRuleForm } from './assignment-rule-form';
import { COPY } from './staff-assignment-copy';

/** Props of {@link AssignmentRuleList}. */
export type TAssignmentRuleListProps = {
  locale: TLocale;
  token: string;
  rules: TAssignmentRuleView[];
  members: TAssignableMember[];
  /** The refused post of a rule's edit form, by rule (null: none of them). */
  postedFor: (ruleId: number) => TStaffPostResult | null;
};

/** The rules, each with its conditions, its members, its edit form (open when its post was refused) and delete. */
export function AssignmentRuleList({
  locale,
  token,
  rules,
  members,
  postedFor,
}: TAssignmentRuleListProps) {
  const copy = COPY[locale];
  const byId = new Map(members.map((member) => [member.id, member]));
  return (
    <RuleListSection
      locale={locale}
      token={token}
      rules={rules}
      empty={copy.noRules}
      testId="assignment-rules"
      itemTestId="assignment-rule"
      title={(rule) => copy.modeShort[rule.mode]}
      conditions={(rule) =>
        !rule.formVariant && !rule.situation && !rule.locale
          ? copy.defaultPool
          : copy.conditions(
              rule.formVariant ?? copy.any,
              rule.situation ? situationText(rule.situation, locale) : copy.any,
              rule.locale ? copy.languages[rule.locale]! : copy.any,
            )
      }
      items={(rule) =>
        rule.memberIds.map((id) => {
          const member = byId.get(id);
          return (
            <li key={id}>
              {member ? member.name || member.email : `#${id}`}
              {member ? (
                <span className={styles.muted}>
                  {' '}
                  ({member.disabled ? copy.disabled : member.available ? copy.available : copy.away}
                  )
                </span>
              ) : null}
            </li>
          );
        })
      }
      form={(rule) => (
        <AssignmentRuleForm
          locale={locale}
          token={token}
          members={members}
          rule={rule}
          posted={postedFor(rule.id)}
        />
      )}
      postedFor={postedFor}
    />
  );
}
