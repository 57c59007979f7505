import { useLocation } from '../../lib/site-router';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { situationOptions } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ROUTING_CHANNELS, type TRoutingRuleView } from '@firm/shared/staff/routing-rules';
import {
  StaffField,
  StaffSelect,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-routing-copy';
import styles from './staff-routing-page.module.css';

// the forms a rule may name (the stored leads' form_variant)
const FORM_IDS = Object.keys(FORM_VARIANTS).sort();

/** Props of {@link RuleForm}. */
export type TRuleFormProps = {
  locale: TLocale;
  token: string;
  /** The rule edited; null for the add form. */
  rule: TRoutingRuleView | null;
  /** The refused post, when it was this form's. */
  posted: TStaffPostResult | null;
};

/** The add form or a rule's edit form, posted to this page (it works before JavaScript). */
export function RuleForm({ locale, token, rule, posted }: TRuleFormProps) {
  const copy = COPY[locale];
  const { pathname } = useLocation();
  const key = rule ? `rule-${rule.id}` : 'new';
  const value = (name: string, current: string) => (posted ? (posted.values[name] ?? '') : current);
  return (
    <form method="post" action={pathname} className={`${staffFormStyles.form} ${styles.addForm}`}>
      <input type="hidden" name="_token" value={token} />
      <input type="hidden" name="action" value={rule ? 'edit' : 'add'} />
      {rule ? <input type="hidden" name="rule_id" value={rule.id} /> : null}
      <StaffSelect
        id={`${key}-channel`}
        name="channel"
        label={copy.channel}
        value={value('channel', rule?.channel ?? 'email')}
        options={ROUTING_CHANNELS.map((channel) => ({
          value: channel,
          label: copy.channels[channel]!,
        }))}
        error={postedErrorOf(posted, 'channel')}
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
      <StaffField
        id={`${key}-section_prefix`}
        name="section_prefix"
        label={copy.sectionPrefix}
        defaultValue={value('section_prefix', rule?.sectionPrefix ?? '')}
        error={postedErrorOf(posted, 'section_prefix')}
      />
      <StaffSelect
        id={`${key}-situation`}
        name="situation"
        label={copy.situation}
        value={value('situation', rule?.situation ?? '')}
        options={[{ value: '', label: copy.anySituation }, ...situationOptions(locale)]}
        error={postedErrorOf(posted, 'situation')}
      />
      <StaffTextArea
        id={`${key}-targets`}
        name="targets"
        label={copy.targets}
        hint={copy.targetsHint}
        value={value('targets', rule?.targets.join('\n') ?? '')}
        maxLength={4000}
        error={postedErrorOf(posted, 'targets')}
      />
      <StaffField
        id={`${key}-note`}
        name="note"
        label={copy.note}
        defaultValue={value('note', rule?.note ?? '')}
        maxLength={500}
      />
      <div>
        <button type="submit" className={staffFormStyles.button}>
          {rule ? copy.save : copy.add}
        </button>
      </div>
    </form>
  );
}
