import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRoutingRuleView } from '@firm/shared/staff/routing-rules';
import { RuleListSection } from '../../features/staff/components/rule-list-section';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { RuleForm } from './rule-form';
import { COPY } from './staff-routing-copy';

/** Props of {@link RuleList}. */
export type TRuleListProps = {
  locale: TLocale;
  token: string;
  rules: TRoutingRuleView[];
  /** The refused post of a rule's edit form, by rule (null: none of them). */
  postedFor: (ruleId: number) => TStaffPostResult | null;
};

/** The rules, each with its conditions, targets, its edit form (open when its post was refused) and delete. */
export function RuleList({ locale, token, rules, postedFor }: TRuleListProps) {
  const copy = COPY[locale];
  const any = (value: string | null) => value ?? copy.any;
  return (
    <RuleListSection
      locale={locale}
      token={token}
      rules={rules}
      empty={copy.noRules}
      testId="routing-rules"
      itemTestId="routing-rule"
      title={(rule) => copy.channels[rule.channel]}
      conditions={(rule) =>
        copy.conditions(
          any(rule.formVariant),
          any(rule.sectionPrefix),
          rule.situation ? situationText(rule.situation, locale) : copy.any,
        )
      }
      items={(rule) => rule.targets.map((target) => <li key={target}>{target}</li>)}
      form={(rule) => (
        <RuleForm locale={locale} token={token} rule={rule} posted={postedFor(rule.id)} />
      )}
      postedFor={postedFor}
    />
  );
}
