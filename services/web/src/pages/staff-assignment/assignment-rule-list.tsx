import { useLocation } from '../../lib/site-router';
import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TAssignableMember, TAssignmentRuleView } from '@firm/shared/staff/assignment-rules';
import { staffFormStyles } from '../../features/staff/components/staff-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { AssignmentRuleForm } from './assignment-rule-form';
import { COPY } from './staff-assignment-copy';
import styles from './staff-assignment-page.module.css';

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
  const { pathname } = useLocation();
  const byId = new Map(members.map((member) => [member.id, member]));
  return (
    <section className={styles.section} aria-labelledby="rules-heading">
      <h2 id="rules-heading">{copy.rulesHeading}</h2>
      {rules.length ? (
        <ul className={styles.list} data-testid="assignment-rules">
          {rules.map((rule) => {
            const isDefault = !rule.formVariant && !rule.situation && !rule.locale;
            return (
              <li key={rule.id} className={styles.card} data-testid="assignment-rule">
                <p className={styles.title}>
                  #{rule.id} · {copy.modeShort[rule.mode]}
                </p>
                <p className={styles.muted}>
                  {isDefault
                    ? copy.defaultPool
                    : copy.conditions(
                        rule.formVariant ?? copy.any,
                        rule.situation ? situationText(rule.situation, locale) : copy.any,
                        rule.locale ? copy.languages[rule.locale]! : copy.any,
                      )}
                </p>
                <ul className={styles.names}>
                  {rule.memberIds.map((id) => {
                    const member = byId.get(id);
                    return (
                      <li key={id}>
                        {member ? member.name || member.email : `#${id}`}
                        {member ? (
                          <span className={styles.muted}>
                            {' '}
                            (
                            {member.disabled
                              ? copy.disabled
                              : member.available
                                ? copy.available
                                : copy.away}
                            )
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
                {rule.note ? <p className={styles.muted}>{rule.note}</p> : null}
                <details className={styles.edit} open={postedFor(rule.id) !== null}>
                  <summary>
                    {copy.edit} #{rule.id}
                  </summary>
                  <AssignmentRuleForm
                    locale={locale}
                    token={token}
                    members={members}
                    rule={rule}
                    posted={postedFor(rule.id)}
                  />
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
            );
          })}
        </ul>
      ) : (
        <p>{copy.noRules}</p>
      )}
    </section>
  );
}
