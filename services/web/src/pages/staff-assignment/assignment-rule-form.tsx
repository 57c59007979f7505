import type { TLocale } from '@firm/shared/i18n/locale';
import {
  ASSIGNMENT_MODES,
  ASSIGNMENT_NOTE_MAX_LENGTH,
  type TAssignableMember,
  type TAssignmentRuleView,
} from '@firm/shared/staff/assignment-rules';
import {
  RuleFormShell,
  RuleFormVariantSelect,
  RuleNoteField,
  RuleSituationSelect,
  ruleFormParts,
} from '../../features/staff/components/rule-form-parts';
import { StaffSelect, staffFormStyles } from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import rules from '../../features/staff/components/staff-rules.module.css';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-assignment-copy';
import styles from './staff-assignment-page.module.css';

/** Props of {@link AssignmentRuleForm}. */
export type TAssignmentRuleFormProps = {
  locale: TLocale;
  token: string;
  /** The members who may own leads (disabled ones are not offered). */
  members: TAssignableMember[];
  /** The rule edited; null for the add form. */
  rule: TAssignmentRuleView | null;
  /** The refused post, when it was this form's. */
  posted: TStaffPostResult | null;
};

/** The add form or a rule's edit form, posted to this page (it works before JavaScript). */
export function AssignmentRuleForm({
  locale,
  token,
  members,
  rule,
  posted,
}: TAssignmentRuleFormProps) {
  const copy = COPY[locale];
  const { key, value, field } = ruleFormParts(locale, rule?.id ?? null, posted);
  const checked = new Set(
    posted ? (posted.values.members ?? '').split(',') : (rule?.memberIds.map(String) ?? []),
  );
  const membersError = postedErrorOf(posted, 'members');
  return (
    <RuleFormShell locale={locale} token={token} ruleId={rule?.id ?? null}>
      <StaffSelect
        id={`${key}-mode`}
        name="mode"
        label={copy.mode}
        hint={copy.modeHint}
        value={value('mode', rule?.mode ?? 'round_robin')}
        options={ASSIGNMENT_MODES.map((mode) => ({ value: mode, label: copy.modes[mode]! }))}
        error={postedErrorOf(posted, 'mode')}
      />
      <RuleFormVariantSelect {...field} current={rule?.formVariant ?? ''} />
      <RuleSituationSelect {...field} current={rule?.situation ?? ''} />
      <StaffSelect
        id={`${key}-locale`}
        name="locale"
        label={copy.language}
        value={value('locale', rule?.locale ?? '')}
        options={[
          { value: '', label: copy.anyLanguage },
          { value: 'es', label: copy.languages.es! },
          { value: 'en', label: copy.languages.en! },
        ]}
        error={postedErrorOf(posted, 'locale')}
      />
      <fieldset
        className={styles.checks}
        aria-describedby={`${key}-members-hint${membersError ? ` ${key}-members-error` : ''}`}
      >
        <legend>{copy.members}</legend>
        <p id={`${key}-members-hint`} className={rules.muted}>
          {copy.membersHint}
        </p>
        {members
          .filter((member) => !member.disabled)
          .map((member) => (
            <label key={member.id} className={styles.check}>
              <input
                type="checkbox"
                name="members"
                value={member.id}
                defaultChecked={checked.has(String(member.id))}
              />
              <span>
                {member.name || member.email}{' '}
                <span className={rules.muted}>
                  ({member.available ? copy.available : copy.away})
                </span>
              </span>
            </label>
          ))}
        {membersError ? (
          <p id={`${key}-members-error`} className={staffFormStyles.error}>
            {membersError}
          </p>
        ) : null}
      </fieldset>
      <RuleNoteField {...field} current={rule?.note ?? ''} maxLength={ASSIGNMENT_NOTE_MAX_LENGTH} />
    </RuleFormShell>
  );
}
