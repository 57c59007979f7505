import type { ReactNode } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { useLocation } from '../../../lib/site-router';
import type { TStaffPostResult } from '../utils/staff-post-result';
import { RULE_ADMIN_COPY } from './rule-admin-copy';
import { staffFormStyles } from './staff-form';
import styles from './staff-rules.module.css';

/** What every admin's rule has for its card. */
export type TAdminRule = { id: number; note: string };

/** Props of {@link RuleListSection}. */
export type TRuleListSectionProps<TRule extends TAdminRule> = {
  locale: TLocale;
  token: string;
  rules: TRule[];
  /** Said when there is no rule yet. */
  empty: string;
  /** The test ids of the list and of each rule's card. */
  testId: string;
  itemTestId: string;
  /** What the card's title says after the rule's number. */
  title: (rule: TRule) => ReactNode;
  /** The rule's conditions, in a line under the title. */
  conditions: (rule: TRule) => ReactNode;
  /** The rule's list items (its recipients, its members). */
  items: (rule: TRule) => ReactNode;
  /** The rule's edit form. */
  form: (rule: TRule) => ReactNode;
  /** The refused post of a rule's edit form, by rule (null: none of them). */
  postedFor: (ruleId: number) => TStaffPostResult | null;
};

/** An admin's rules, each with its conditions, its items, its edit form (open when its post was refused) and delete. */
export function RuleListSection<TRule extends TAdminRule>({
  locale,
  token,
  rules,
  empty,
  testId,
  itemTestId,
  title,
  conditions,
  items,
  form,
  postedFor,
}: TRuleListSectionProps<TRule>) {
  const copy = RULE_ADMIN_COPY[locale];
  const { pathname } = useLocation();
  return (
    <section className={styles.section} aria-labelledby="rules-heading">
      <h2 id="rules-heading">{copy.rulesHeading}</h2>
      {rules.length ? (
        <ul className={styles.list} data-testid={testId}>
          {rules.map((rule) => (
            <li key={rule.id} className={styles.card} data-testid={itemTestId}>
              <p className={styles.title}>
                #{rule.id} · {title(rule)}
              </p>
              <p className={styles.muted}>{conditions(rule)}</p>
              <ul className={styles.items}>{items(rule)}</ul>
              {rule.note ? <p className={styles.muted}>{rule.note}</p> : null}
              <details className={styles.edit} open={postedFor(rule.id) !== null}>
                <summary>
                  {copy.edit} #{rule.id}
                </summary>
                {form(rule)}
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
        <p>{empty}</p>
      )}
    </section>
  );
}

/** The section of the add form, under the rules. */
export function RuleAddSection({ locale, children }: { locale: TLocale; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="add-heading">
      <h2 id="add-heading">{RULE_ADMIN_COPY[locale].addHeading}</h2>
      {children}
    </section>
  );
}
