import { useLocation } from '../../lib/site-router';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { situationOptions } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import {
  ASSIGNMENT_MODES,
  ASSIGNMENT_NOTE_MAX_LENGTH,
  type TAssignableMember,
  type TAssignmentRuleView,
} from '@firm/shared/staff/assignment-rules';
import {
  StaffField,
  StaffSelect,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-assignment-copy';
import styles from './staff-assignment-page.module.css';

// the forms a rule may name (the stored leads' form_variant)
const FORM_IDS = Object.keys(FORM_VARIANTS).sort();

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
  const { pathname } = useLocation();
  const key = rule ? `rule-${rule.id}` : 'new';
  const value = (name: string, current: string) => (posted ? (posted.values[name] ?? '') : current);
  const checked = new Set(
    posted ? (posted.values.members ?? '').split(',') : (rule?.memberIds.map(String) ?? []),
  );
  const membersError = postedErrorOf(posted, 'members');
  return (
    <form method="post" action={pathname} className={`${staffFormStyles.form} ${styles.form}`}>
      <input type="hidden" name="_token" value={token} />
      <input type="hidden" name="action" value={rule ? 'edit' : 'add'} />
      {rule ? <input type="hidden" name="rule_id" value={rule.id} /> : null}
      <StaffSelect
        id={`${key}-mode`}
        name="mode"
        label={copy.mode}
        hint={copy.modeHint}
        value={value('mode', rule?.mode ?? 'round_robin')}
        options={ASSIGNMENT_MODES.map((mode) => ({ value: mode, label: copy.modes[mode]! }))}
        error={postedErrorOf(posted, 'mode')}
      />
      <StaffSelect
        id={`${key}-form_variant`}
        name="form_variant"
        label={copy.formVariant}
        value={value('form_variant', rule?.formVariant ?? '')}
        options={[
          { value: '', label: copy.anyForm },
          ...FORM_IDS.map((id) => ({ value: id, label: id })),
        ]}
        error={postedErrorOf(posted, 'form_variant')}
      />
      <StaffSelect
        id={`${key}-situation`}
        name="situation"
        label={copy.situation}
        value={value('situation', rule?.situation ?? '')}
        options={[{ value: '', label: copy.anySituation }, ...situationOptions(locale)]}
        error={postedErrorOf(posted, 'situation')}
      />
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
        <p id={`${key}-members-hint`} className={styles.muted}>
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
                <span className={styles.muted}>
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
      <StaffField
        id={`${key}-note`}
        name="note"
        label={copy.note}
        defaultValue={value('note', rule?.note ?? '')}
        maxLength={ASSIGNMENT_NOTE_MAX_LENGTH}
      />
      <div>
        <button type="submit" className={staffFormStyles.button}>
          {rule ? copy.save : copy.add}
        </button>
      </div>
    </form>
  );
}
