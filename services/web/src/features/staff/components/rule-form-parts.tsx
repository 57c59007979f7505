import type { ReactNode } from 'react';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { situationOptions } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import { useLocation } from '../../../lib/site-router';
import type { TStaffPostResult } from '../utils/staff-post-result';
import { RULE_ADMIN_COPY } from './rule-admin-copy';
import { StaffField, StaffSelect, staffFormStyles } from './staff-form';
import { postedErrorOf } from './staff-posted-form';
import styles from './staff-rules.module.css';

// the forms a rule may name (the stored leads' form_variant)
const FORM_IDS = Object.keys(FORM_VARIANTS).sort();

/** A field's value in a rule's form: what was posted when the post was refused, else the rule's. */
function ruleFieldValue(posted: TStaffPostResult | null, name: string, current: string) {
  return posted ? (posted.values[name] ?? '') : current;
}

/** The id prefix of a rule's form fields: `rule-<id>` for an edit form, `new` for the add form. */
function ruleFormKey(ruleId: number | null) {
  return ruleId === null ? 'new' : `rule-${ruleId}`;
}

/**
 * What a rule's form needs for its fields: their id prefix (`key`), a field's value (`value`) and the
 * props of the shared fields (`field`).
 * @param locale - the page's language
 * @param ruleId - the rule edited; null for the add form
 * @param posted - the refused post, when it was this form's
 */
export function ruleFormParts(
  locale: TLocale,
  ruleId: number | null,
  posted: TStaffPostResult | null,
) {
  const key = ruleFormKey(ruleId);
  return {
    key,
    value: (name: string, current: string) => ruleFieldValue(posted, name, current),
    field: { locale, formKey: key, posted },
  };
}

/** Props of {@link RuleFormShell}. */
export type TRuleFormShellProps = {
  locale: TLocale;
  token: string;
  /** The rule edited; null for the add form. */
  ruleId: number | null;
  children: ReactNode;
};

/** An admin's add form or a rule's edit form, posted to its page (it works before JavaScript). */
export function RuleFormShell({ locale, token, ruleId, children }: TRuleFormShellProps) {
  const copy = RULE_ADMIN_COPY[locale];
  const { pathname } = useLocation();
  return (
    <form method="post" action={pathname} className={`${staffFormStyles.form} ${styles.form}`}>
      <input type="hidden" name="_token" value={token} />
      <input type="hidden" name="action" value={ruleId === null ? 'add' : 'edit'} />
      {ruleId === null ? null : <input type="hidden" name="rule_id" value={ruleId} />}
      {children}
      <div>
        <button type="submit" className={staffFormStyles.button}>
          {ruleId === null ? copy.add : copy.save}
        </button>
      </div>
    </form>
  );
}

/** Props of the rule form's shared fields. */
export type TRuleFieldProps = {
  locale: TLocale;
  /** The fields’ id prefix: the `key` of {@link ruleFormParts}. */
  formKey: string;
  posted: TStaffPostResult | null;
  /** The rule's value ('' for the add form). */
  current: string;
};

/** The rule's form condition: any form, or one of the site's forms. */
export function RuleFormVariantSelect({ locale, formKey, posted, current }: TRuleFieldProps) {
  const copy = RULE_ADMIN_COPY[locale];
  return (
    <StaffSelect
      id={`${formKey}-form_variant`}
      name="form_variant"
      label={copy.formVariant}
      value={ruleFieldValue(posted, 'form_variant', current)}
      options={[
        { value: '', label: copy.anyForm },
        ...FORM_IDS.map((id) => ({ value: id, label: id })),
      ]}
      error={postedErrorOf(posted, 'form_variant')}
    />
  );
}

/** The rule's situation condition: any situation, or one the lead chose. */
export function RuleSituationSelect({ locale, formKey, posted, current }: TRuleFieldProps) {
  const copy = RULE_ADMIN_COPY[locale];
  return (
    <StaffSelect
      id={`${formKey}-situation`}
      name="situation"
      label={copy.situation}
      value={ruleFieldValue(posted, 'situation', current)}
      options={[{ value: '', label: copy.anySituation }, ...situationOptions(locale)]}
      error={postedErrorOf(posted, 'situation')}
    />
  );
}

/** The rule's optional note for the team. */
export function RuleNoteField({
  locale,
  formKey,
  posted,
  current,
  maxLength,
}: TRuleFieldProps & { maxLength: number }) {
  return (
    <StaffField
      id={`${formKey}-note`}
      name="note"
      label={RULE_ADMIN_COPY[locale].note}
      defaultValue={ruleFieldValue(posted, 'note', current)}
      maxLength={maxLength}
    />
  );
}
