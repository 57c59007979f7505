import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TPrivacyLeadMatch, TPrivacyRequestList } from '@firm/shared/privacy/privacy-requests';
import type { TRetentionDryRun, TRetentionView } from '@firm/shared/privacy/retention';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useRulePost } from '../../features/staff/hooks/use-rule-post';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { PrivacyRequestForm } from './privacy-request-form';
import { PrivacyRequestList } from './privacy-request-list';
import { RETENTION_COPY } from './retention-copy';
import { RETENTION_ANCHOR, RetentionSection } from './retention-section';
import { COPY } from './staff-privacy-copy';
import styles from './staff-privacy-page.module.css';

/** The query parameter of the lead search (phone or e-mail). */
export const SEARCH_PARAM = 'buscar';

/**
 * The page's data: the requests, the leads found by the search (or its refusal), and the retention
 * schedule with what its next run would erase.
 */
export type TPrivacyPageData = TPrivacyRequestList & {
  search: string;
  matches: TPrivacyLeadMatch[] | null;
  searchError: string | null;
  retention: TRetentionView;
  dryRun: TRetentionDryRun;
};

type TRetentionData = Pick<TPrivacyPageData, 'retention' | 'dryRun'>;

/**
 * The admins' privacy requests (issue 31 §2): the open ones by due date (overdue in red and in words,
 * due within 7 days highlighted), each with its leads, export links and update form; the form that
 * logs a new one, with a search by phone or e-mail for the leads it concerns; then the data retention
 * schedule (issue 31 §3) with the dry run of its next nightly run. Forms post to this page and the
 * edge forwards them to leads-api, which audits every step.
 */
export const page: TPageModule<TPrivacyPageData> = {
  loader: async ({ staffApi, url }) => {
    const [list, { retention }, { dryRun }] = await Promise.all([
      staffRead<TPrivacyRequestList>(staffApi, STAFF_API_PATHS.privacyRequests),
      staffRead<{ retention: TRetentionView }>(staffApi, STAFF_API_PATHS.privacyRetention),
      staffRead<{ dryRun: TRetentionDryRun }>(staffApi, STAFF_API_PATHS.privacyRetentionDryRun),
    ]);
    const kept: TRetentionData = { retention, dryRun };
    const search = (url.searchParams.get(SEARCH_PARAM) ?? '').trim();
    if (!search) return { ...list, ...kept, search, matches: null, searchError: null };
    const answer = await staffApi(
      `${STAFF_API_PATHS.privacyLeadSearch}?q=${encodeURIComponent(search)}`,
    );
    const body = answer.body as { leads?: TPrivacyLeadMatch[]; message?: string };
    return answer.status === 200
      ? { ...list, ...kept, search, matches: body.leads ?? [], searchError: null }
      : { ...list, ...kept, search, matches: null, searchError: body.message ?? '' };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const { posted, done } = useRulePost(shell.staffPost, 'privacy-request');
    const retentionPost = useRulePost(shell.staffPost, 'privacy-retention');
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <p className={styles.jump}>
          <a href={`#${RETENTION_ANCHOR}`}>{RETENTION_COPY[locale].jump}</a>
        </p>
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        {!posted && copy.done[done] ? (
          <StaffAlert tone="success">{copy.done[done]}</StaffAlert>
        ) : null}
        <PrivacyRequestList
          locale={locale}
          token={shell.csrfToken}
          open={data.open}
          closed={data.closed}
        />
        <PrivacyRequestForm
          locale={locale}
          token={shell.csrfToken}
          today={data.today}
          search={data.search}
          matches={data.matches}
          searchError={data.searchError}
          posted={posted?.values.action === 'create' ? posted : null}
        />
        <RetentionSection
          locale={locale}
          token={shell.csrfToken}
          retention={data.retention}
          dryRun={data.dryRun}
          posted={retentionPost.posted}
          saved={retentionPost.done === 'retention'}
        />
      </StaffPage>
    );
  },
};
