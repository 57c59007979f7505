import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { inboxFilterQuery, parseInboxFilter } from '@firm/shared/staff/inbox';
import type { TInboxList } from '@firm/shared/staff/inbox-list';
import type { TPageModule } from '../../app/page-types';
import { Pagination } from '../../components/pagination/pagination';
import { StaffPage } from '../../features/staff/components/staff-page';
import { useNow } from '../../features/staff/hooks/use-now';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { InboxFilters } from './inbox-filters';
import { InboxTabs } from './inbox-tabs';
import { OwnerTabs } from './owner-tabs';
import { LeadTable } from './lead-table';
import { COPY } from './staff-leads-copy';
import styles from './staff-leads-page.module.css';

type TInboxPage = TInboxList & { now: string };

/**
 * The intake inbox: status tabs with their counts, the filters folded behind one button, and the leads
 * of the page (25) as cards on a phone and a sortable table on a laptop, each with its contact buttons.
 * The loader reads the list as the member, with the filters of the address.
 */
export const page: TPageModule<TInboxPage> = {
  loader: async ({ staffApi, url }) => {
    const query = inboxFilterQuery(parseInboxFilter(url.searchParams));
    const list = await staffRead<TInboxList>(
      staffApi,
      query ? `${STAFF_API_PATHS.leads}?${query}` : STAFF_API_PATHS.leads,
    );
    return { ...list, now: new Date().toISOString() };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data }) => {
    const copy = COPY[locale];
    const now = useNow(data.now);
    const { filter } = data;
    const query = inboxFilterQuery(filter, false);
    const exportHref = `${STAFF_API_PATHS.leadsExport}${query ? `?${query}` : ''}`;
    return (
      <StaffPage heading={copy.heading}>
        <OwnerTabs locale={locale} filter={filter} />
        <InboxTabs locale={locale} filter={filter} counts={data.counts} />
        <InboxFilters locale={locale} filter={filter} />
        <div className={styles.summary}>
          <p className={styles.count} role="status">
            {copy.count(data.total)}
          </p>
          <p className={styles.zone}>{copy.zone}</p>
          {data.total > 0 ? (
            <a href={exportHref} className={styles.link} download>
              {copy.export}
            </a>
          ) : null}
        </div>
        {data.leads.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <LeadTable locale={locale} filter={filter} leads={data.leads} now={now} />
        )}
        <Pagination current={data.page} total={data.pages} labels={copy.pagination} />
      </StaffPage>
    );
  },
};
