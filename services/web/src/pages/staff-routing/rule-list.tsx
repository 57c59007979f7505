import { useLocation } from '../../lib/site-router';
import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRoutingRuleView } from '@firm/shared/staff/routing-rules';
import { staffFormStyles } from '../../features/staff/components/staff-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { RuleForm } from './rule-form';
import { COPY } from './staff-routing-copy';
import styles from './staff-routing-page.module.css';

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
  const { pathname } = useLocation();
  const any = (value: string | null) => value ?? copy.any;
  return (
    <section className={styles.section} aria-labelledby="rules-heading">
      <h2 id="rules-heading">{copy.rulesHeading}</h2>
      {rules.length ? (
        <ul className={styles.rules} data-testid="routing-rules">
          {rules.map((rule) => (
            <li key={rule.id} className={styles.rule} data-testid="routing-rule">
              <p className={styles.ruleTitle}>
                #{rule.id} · {copy.channels[rule.channel]}
              </p>
              <p className={styles.muted}>
                {copy.conditions(
                  any(rule.formVariant),
                  any(rule.sectionPrefix),
                  rule.situation ? situationText(rule.situation, locale) : copy.any,
                )}
              </p>
              <ul className={styles.targets}>
                {rule.targets.map((target) => (
                  <li key={target}>{target}</li>
                ))}
              </ul>
              {rule.note ? <p className={styles.muted}>{rule.note}</p> : null}
              <details className={styles.edit} open={postedFor(rule.id) !== null}>
                <summary>
                  {copy.edit} #{rule.id}
                </summary>
                <RuleForm locale={locale} token={token} rule={rule} posted={postedFor(rule.id)} />
              </details>
              <form method="post" action={pathname} className={styles.deleteForm}>
                <input type="hidden" name="_token" value={token} />
                <input type="hidden" name="action" value="delete" />
                <input type="hidden" name="rule_id" value={rule.id} />
                <button type="submit" className={staffFormStyles.secondary}>
                  {copy.delete} #{rule.id}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{copy.noRules}</p>
      )}
    </section>
  );
}
