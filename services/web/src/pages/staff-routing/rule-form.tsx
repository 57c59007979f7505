import type { TLocale } from '@firm/shared/i18n/locale';
import { ROUTING_CHANNELS, type TRoutingRuleView } from '@firm/shared/staff/routing-rules';
import {
  RuleFormShell,
  RuleFormVariantSelect,
  RuleNoteField,
  RuleSituationSelect,
  ruleFormParts,
} from '../../features/staff/components/rule-form-parts';
import { StaffField, StaffSelect, StaffTextArea } from '../../features/staff/components/staff-form';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import type { TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-routing-copy';

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
  const { key, value, field } = ruleFormParts(locale, rule?.id ?? null, posted);
  return (
    <RuleFormShell locale={locale} token={token} ruleId={rule?.id ?? null}>
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
      <RuleFormVariantSelect {...field} current={rule?.formVariant ?? ''} />
      <StaffField
        id={`${key}-section_prefix`}
        name="section_prefix"
        label={copy.sectionPrefix}
        defaultValue={value('section_prefix', rule?.sectionPrefix ?? '')}
        error={postedErrorOf(posted, 'section_prefix')}
      />
      <RuleSituationSelect {...field} current={rule?.situation ?? ''} />
      <StaffTextArea
        id={`${key}-targets`}
        name="targets"
        label={copy.targets}
        hint={copy.targetsHint}
        value={value('targets', rule?.targets.join('\n') ?? '')}
        maxLength={4000}
        error={postedErrorOf(posted, 'targets')}
      />
      <RuleNoteField {...field} current={rule?.note ?? ''} maxLength={500} />
    </RuleFormShell>
  );
}
