import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TInboxOverview } from '@firm/shared/staff/inbox-list';
import type { TPageModule } from '../../app/page-types';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useNow } from '../../features/staff/hooks/use-now';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { COPY } from './staff-home-copy';
import { StaffLinks } from './staff-links';
import { TodayNumbers } from './today-numbers';
import { WaitingLeads } from './waiting-leads';

type THomeData = { overview: TInboxOverview; now: string };

/**
 * The staff home: the day's numbers (new, not yet contacted, contacted today), the five leads waiting
 * longest for a first call with their contact buttons, and what the member's role lets them open.
 */
export const page: TPageModule<THomeData> = {
  loader: async ({ staffApi }) => ({
    overview: await staffRead<TInboxOverview>(staffApi, STAFF_API_PATHS.overview),
    now: new Date().toISOString(),
  }),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => {
    const copy = COPY[locale];
    const staff = shell.staff;
    const now = useNow(data.now);
    return (
      <StaffPage heading={copy.heading(staff?.name || staff?.email || '')} lead={copy.lead}>
        <TodayNumbers locale={locale} overview={data.overview} now={data.now} />
        <WaitingLeads locale={locale} leads={data.overview.oldestUncontacted} now={now} />
        <StaffLinks locale={locale} staff={staff} />
      </StaffPage>
    );
  },
};
