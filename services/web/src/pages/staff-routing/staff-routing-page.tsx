import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TIntakeSettingsView } from '@firm/shared/staff/intake-settings';
import type { TRoutingOverview } from '@firm/shared/staff/routing-rules';
import type { TPageModule } from '../../app/page-types';
import { RuleAuditSection } from '../../features/staff/components/rule-audit-list';
import { RuleAddSection } from '../../features/staff/components/rule-list-section';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useRulePost } from '../../features/staff/hooks/use-rule-post';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { FirstContactTarget } from './first-contact-target';
import { RoutingDefaults } from './routing-defaults';
import { RuleForm } from './rule-form';
import { RuleList } from './rule-list';
import { COPY } from './staff-routing-copy';

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
    const { posted, postedFor, done } = useRulePost(shell.staffPost, 'routing');
    const targetPost = shell.staffPost?.form === 'intake-settings' ? shell.staffPost : null;
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
        <RuleAddSection locale={locale}>
          <RuleForm locale={locale} token={shell.csrfToken} rule={null} posted={postedFor(null)} />
        </RuleAddSection>
        <FirstContactTarget
          locale={locale}
          token={shell.csrfToken}
          settings={data.intakeSettings}
          posted={targetPost}
        />
        <RoutingDefaults locale={locale} defaults={data.defaults} />
        <RuleAuditSection
          locale={locale}
          audit={data.audit}
          testId="routing-audit"
          line={(entry, who, action) =>
            copy.auditLine(who, action, entry.ruleId) +
            (entry.after ? `: ${entry.after.targets.join(', ')}` : '')
          }
        />
      </StaffPage>
    );
  },
};
