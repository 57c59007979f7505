import { useLocation } from '../../lib/site-router';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TAssignmentOverview } from '@firm/shared/staff/assignment-rules';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { DONE_PARAM } from '../../features/staff/utils/staff-post-result';
import { AssignmentAudit } from './assignment-audit';
import { AssignmentRuleForm } from './assignment-rule-form';
import { AssignmentRuleList } from './assignment-rule-list';
import { COPY } from './staff-assignment-copy';
import { TeamAvailability } from './team-availability';
import styles from './staff-assignment-page.module.css';

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
    const { search } = useLocation();
    const done = new URLSearchParams(search).get(DONE_PARAM) ?? '';
    const posted = shell.staffPost?.form === 'assignment' ? shell.staffPost : null;
    const postedFor = (ruleId: number | null) =>
      posted && (posted.values.rule_id || null) === (ruleId === null ? null : String(ruleId))
        ? posted
        : null;
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
        <section className={styles.section} aria-labelledby="add-heading">
          <h2 id="add-heading">{copy.addHeading}</h2>
          <AssignmentRuleForm
            locale={locale}
            token={shell.csrfToken}
            members={data.members}
            rule={null}
            posted={postedFor(null)}
          />
        </section>
        <AssignmentAudit locale={locale} audit={data.audit} />
      </StaffPage>
    );
  },
};
