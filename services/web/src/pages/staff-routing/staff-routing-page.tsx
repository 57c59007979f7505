import { useLocation } from '../../lib/site-router';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TIntakeSettingsView } from '@firm/shared/staff/intake-settings';
import type { TRoutingOverview } from '@firm/shared/staff/routing-rules';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { DONE_PARAM } from '../../features/staff/utils/staff-post-result';
import { FirstContactTarget } from './first-contact-target';
import { RoutingAudit } from './routing-audit';
import { RoutingDefaults } from './routing-defaults';
import { RuleForm } from './rule-form';
import { RuleList } from './rule-list';
import { COPY } from './staff-routing-copy';
import styles from './staff-routing-page.module.css';

/**
 * The admins' routing of lead notifications: the rules (each with its edit and delete forms), the add
 * form, the environment's default and the latest audited changes; and the first-contact target. Its loader reads them from leads-api
 * as the member; forms post to this page, and the edge forwards them to leads-api, which audits every
 * change.
 */
export const page: TPageModule<TRoutingOverview & { intakeSettings: TIntakeSettingsView }> = {
  loader: async ({ staffApi }) => {
    const [routing, intake] = await Promise.all([
      staffRead<TRoutingOverview>(staffApi, STAFF_API_PATHS.routing),
      staffRead<{ settings: TIntakeSettingsView }>(staffApi, STAFF_API_PATHS.intakeSettings),
    ]);
    return { ...routing, intakeSettings: intake.settings };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { search } = useLocation();
    const done = new URLSearchParams(search).get(DONE_PARAM) ?? '';
    const posted = shell.staffPost?.form === 'routing' ? shell.staffPost : null;
    const targetPost = shell.staffPost?.form === 'intake-settings' ? shell.staffPost : null;
    const postedFor = (ruleId: number | null) =>
      posted && (posted.values.rule_id || null) === (ruleId === null ? null : String(ruleId))
        ? posted
        : null;
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        {(posted ?? targetPost) ? (
          <StaffAlert tone="error">{(posted ?? targetPost)!.message}</StaffAlert>
        ) : null}
        {!posted && !targetPost && copy.done[done] ? (
          <StaffAlert tone="success">{copy.done[done]}</StaffAlert>
        ) : null}
        <RuleList
          locale={locale}
          token={shell.csrfToken}
          rules={data.rules}
          postedFor={postedFor}
        />
        <section className={styles.section} aria-labelledby="add-heading">
          <h2 id="add-heading">{copy.addHeading}</h2>
          <RuleForm locale={locale} token={shell.csrfToken} rule={null} posted={postedFor(null)} />
        </section>
        <FirstContactTarget
          locale={locale}
          token={shell.csrfToken}
          settings={data.intakeSettings}
          posted={targetPost}
        />
        <RoutingDefaults locale={locale} defaults={data.defaults} />
        <RoutingAudit locale={locale} audit={data.audit} />
      </StaffPage>
    );
  },
};
