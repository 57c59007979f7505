import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TAssignmentOverview } from '@firm/shared/staff/assignment-rules';
import type { TPageModule } from '../../app/page-types';
import { RuleAuditSection } from '../../features/staff/components/rule-audit-list';
import { RuleAddSection } from '../../features/staff/components/rule-list-section';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useRulePost } from '../../features/staff/hooks/use-rule-post';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { AssignmentRuleForm } from './assignment-rule-form';
import { AssignmentRuleList } from './assignment-rule-list';
import { COPY } from './staff-assignment-copy';
import { TeamAvailability } from './team-availability';

/**
 * The admins' assignment of new leads (issue 29 §3): who is available, the rules (each with its edit
 * and delete forms), the add form and the latest audited changes. Its loader reads them from leads-api
 * as the member; forms post to this page, and the edge forwards them to leads-api, which audits every
 * change.
 */
export const page: TPageModule<TAssignmentOverview> = {
  loader: ({ staffApi }) => staffRead<TAssignmentOverview>(staffApi, STAFF_API_PATHS.assignment),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { posted, postedFor, done } = useRulePost(shell.staffPost, 'assignment');
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        {!posted && copy.done[done] ? (
          <StaffAlert tone="success">{copy.done[done]}</StaffAlert>
        ) : null}
        <TeamAvailability locale={locale} members={data.members} />
        <AssignmentRuleList
          locale={locale}
          token={shell.csrfToken}
          rules={data.rules}
          members={data.members}
          postedFor={postedFor}
        />
        <RuleAddSection locale={locale}>
          <AssignmentRuleForm
            locale={locale}
            token={shell.csrfToken}
            members={data.members}
            rule={null}
            posted={postedFor(null)}
          />
        </RuleAddSection>
        <RuleAuditSection
          locale={locale}
          audit={data.audit}
          testId="assignment-audit"
          line={(entry, who, action) => copy.auditLine(who, action, entry.ruleId)}
        />
      </StaffPage>
    );
  },
};
