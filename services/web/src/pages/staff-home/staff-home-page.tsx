import { REPORTS_SUMMARY_PATH } from '@firm/shared/routes/report-paths';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { firmDay } from '@firm/shared/staff/firm-time';
import { presetRange, reportFilterQuery } from '@firm/shared/staff/reports-filter';
import type { TReportSummary } from '@firm/shared/staff/reports-summary';
import type { TInboxOverview } from '@firm/shared/staff/inbox-list';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useNow } from '../../features/staff/hooks/use-now';
import { staffHead } from '../../features/staff/staff-head';
import { FollowUpsToday } from './follow-ups-today';
import { useLocation } from '../../lib/site-router';
import { DONE_PARAM } from '../../features/staff/utils/staff-post-result';
import { AvailabilityCard } from './availability-card';
import { COPY } from './staff-home-copy';
import { StaffLinks } from './staff-links';
import { TodayNumbers } from './today-numbers';
import { WaitingLeads } from './waiting-leads';
import { WeekNumbers } from './week-numbers';

// an editor works on content only: no lead numbers (leads-api answers 403 to an editor's read)
type THomeData = {
  overview: TInboxOverview | null;
  available: boolean | null;
  week: TReportSummary | null;
  now: string;
};

/**
 * The staff home: for the intake team, the day's numbers (new, not yet contacted, contacted today,
 * overdue now), "Para hoy" (the member's calls to make again today), and the five leads waiting
 * longest for a first call with their contact buttons; for everyone, what the
 * member's role lets them open.
 */
export const page: TPageModule<THomeData> = {
  loader: async ({ staffApi }) => {
    const now = new Date().toISOString();
    const week = presetRange('7d', firmDay(now));
    const [answer, availability, report] = await Promise.all([
      staffApi(STAFF_API_PATHS.overview),
      staffApi(STAFF_API_PATHS.availability),
      staffApi(`${REPORTS_SUMMARY_PATH}?${reportFilterQuery(week ?? {})}`),
    ]);
    return {
      overview: answer.status === 200 ? (answer.body as TInboxOverview) : null,
      available:
        availability.status === 200
          ? (availability.body as { available: boolean }).available
          : null,
      week: report.status === 200 ? (report.body as TReportSummary) : null,
      now,
    };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => {
    const copy = COPY[locale];
    const staff = shell.staff;
    const now = useNow(data.now);
    const leads = data.overview && staff && roleAllows(staff.role, 'intake') ? data.overview : null;
    const { search } = useLocation();
    const saved = new URLSearchParams(search).get(DONE_PARAM) === 'availability';
    const posted = shell.staffPost?.form === 'availability' ? shell.staffPost : null;
    return (
      <StaffPage
        heading={copy.heading(staff?.name || staff?.email || '')}
        lead={leads ? copy.lead : copy.leadOther}
      >
        {leads && data.available !== null ? (
          <AvailabilityCard
            locale={locale}
            token={shell.csrfToken}
            available={data.available}
            saved={saved}
            posted={posted}
          />
        ) : null}
        {leads ? (
          <>
            <TodayNumbers locale={locale} overview={leads} now={data.now} />
            {data.week ? <WeekNumbers locale={locale} summary={data.week} /> : null}
            <FollowUpsToday locale={locale} followUps={leads.followUpsToday} now={now} />
            <WaitingLeads locale={locale} leads={leads.oldestUncontacted} now={now} />
          </>
        ) : null}
        <StaffLinks locale={locale} staff={staff} />
      </StaffPage>
    );
  },
};
