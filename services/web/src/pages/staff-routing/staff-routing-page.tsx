import { useLocation } from '../../lib/site-router';
import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import {
  situationLabel,
  situationOptions,
  SITUATION_IDS,
  type TSituationId,
} from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import {
  ROUTING_CHANNELS,
  type TRoutingOverview,
  type TRoutingRuleView,
} from '@firm/shared/staff/routing-rules';
import type { TPageModule } from '../../app/page-types';
import {
  StaffAlert,
  StaffField,
  StaffSelect,
  StaffTextArea,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { postedErrorOf } from '../../features/staff/components/staff-posted-form';
import { staffHead } from '../../features/staff/staff-head';
import { FirmTime } from '../../features/staff/components/firm-time';
import { staffDataOf } from '../../features/staff/utils/staff-data';
import { DONE_PARAM, type TStaffPostResult } from '../../features/staff/utils/staff-post-result';
import { COPY } from './staff-routing-copy';
import styles from './staff-routing-page.module.css';

// the forms a rule may name (the stored leads' form_variant)
const FORM_IDS = Object.keys(FORM_VARIANTS).sort();

/** A stored situation's label (a value from before the ids were enforced is shown as it is). */
function situationName(value: string, locale: TLocale): string {
  return (SITUATION_IDS as readonly string[]).includes(value)
    ? situationLabel(value as TSituationId, locale)
    : value;
}

type TRuleFormProps = {
  locale: TLocale;
  token: string;
  /** The rule edited; null for the add form. */
  rule: TRoutingRuleView | null;
  /** The refused post, when it was this form's. */
  posted: TStaffPostResult | null;
};

/** The add form or a rule's edit form, posted to this page (it works before JavaScript). */
function RuleForm({ locale, token, rule, posted }: TRuleFormProps) {
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

/**
 * The admins' routing of lead notifications: the environment's default, the rules (each with its edit
 * and delete forms), the add form and the latest audited changes. Forms post to this page; the edge
 * forwards them to leads-api, which audits every change.
 */
export const page: TPageModule<TRoutingOverview> = {
  loader: async ({ staffData }) => staffDataOf<TRoutingOverview>(staffData),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { pathname, search } = useLocation();
    const done = new URLSearchParams(search).get(DONE_PARAM) ?? '';
    const posted = shell.staffPost?.form === 'routing' ? shell.staffPost : null;
    const postedFor = (ruleId: number | null) =>
      posted && (posted.values.rule_id || null) === (ruleId === null ? null : String(ruleId))
        ? posted
        : null;
    const { defaults } = data;
    const any = (value: string | null) => value ?? copy.any;
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        {!posted && copy.done[done] ? (
          <StaffAlert tone="success">{copy.done[done]}</StaffAlert>
        ) : null}

        <section className={styles.section} aria-labelledby="rules-heading">
          <h2 id="rules-heading">{copy.rulesHeading}</h2>
          {data.rules.length ? (
            <ul className={styles.rules} data-testid="routing-rules">
              {data.rules.map((rule) => (
                <li key={rule.id} className={styles.rule} data-testid="routing-rule">
                  <p className={styles.ruleTitle}>
                    #{rule.id} · {copy.channels[rule.channel]}
                  </p>
                  <p className={styles.muted}>
                    {copy.conditions(
                      any(rule.formVariant),
                      any(rule.sectionPrefix),
                      rule.situation ? situationName(rule.situation, locale) : copy.any,
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
                    <RuleForm
                      locale={locale}
                      token={shell.csrfToken}
                      rule={rule}
                      posted={postedFor(rule.id)}
                    />
                  </details>
                  <form method="post" action={pathname} className={styles.deleteForm}>
                    <input type="hidden" name="_token" value={shell.csrfToken} />
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

        <section className={styles.section} aria-labelledby="add-heading">
          <h2 id="add-heading">{copy.addHeading}</h2>
          <RuleForm locale={locale} token={shell.csrfToken} rule={null} posted={postedFor(null)} />
        </section>

        <section className={styles.section} aria-labelledby="defaults-heading">
          <h2 id="defaults-heading">{copy.defaultsHeading}</h2>
          <ul className={styles.audit}>
            <li>
              {copy.defaultEmail}: {defaults.intakeEmailTo.join(', ') || '—'}
            </li>
            {Object.entries(defaults.intakeEmailRoutes.form).map(([form, to]) => (
              <li key={`form-${form}`}>
                {copy.byForm(form)}: {to.join(', ')}
              </li>
            ))}
            {Object.entries(defaults.intakeEmailRoutes.situation).map(([situation, to]) => (
              <li key={`situation-${situation}`}>
                {copy.bySituation(situation)}: {to.join(', ')}
              </li>
            ))}
            <li>
              {copy.defaultWebhooks}: {defaults.webhookUrls.join(', ') || copy.noWebhooks}
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="audit-heading">
          <h2 id="audit-heading">{copy.auditHeading}</h2>
          {data.audit.length ? (
            <ol className={styles.audit} data-testid="routing-audit">
              {data.audit.map((entry) => (
                <li key={entry.id}>
                  <FirmTime iso={entry.at} locale={locale} /> —{' '}
                  {copy.auditLine(
                    entry.actorName || entry.actorEmail || '—',
                    copy.actions[entry.action] ?? entry.action,
                    entry.ruleId,
                  )}
                  {entry.after ? `: ${entry.after.targets.join(', ')}` : ''}
                </li>
              ))}
            </ol>
          ) : (
            <p>{copy.noAudit}</p>
          )}
        </section>
      </StaffPage>
    );
  },
};
