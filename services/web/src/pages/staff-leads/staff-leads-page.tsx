import { FORM_VARIANTS } from '@firm/shared/forms/form-variants';
import { getHref } from '@firm/shared/routes/route-map';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import { inboxFilterQuery, type TInboxList } from '@firm/shared/staff/inbox';
import type { TPageModule } from '../../app/page-types';
import { Pagination } from '../../components/pagination/pagination';
import { LeadBadges } from '../../features/staff/components/lead-badges';
import {
  StaffField,
  StaffSelect,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { statusOptions } from '../../features/staff/lead-status-copy';
import { staffHead } from '../../features/staff/staff-head';
import { FirmTime } from '../../features/staff/components/firm-time';
import { staffDataOf } from '../../features/staff/utils/staff-data';
import { COPY } from './staff-leads-copy';
import styles from './staff-leads-page.module.css';

const FORM_IDS = Object.keys(FORM_VARIANTS).sort();

// the filters typed in: query parameter (and copy key) and input type
const TEXT_FILTERS = [
  ['seccion', 'text'],
  ['source', 'text'],
  ['from', 'date'],
  ['to', 'date'],
] as const;

/**
 * The intake inbox: the leads newest first, 25 a page. The filters are a GET form (they work before
 * JavaScript and stay in the address, so a filtered list can be shared and reloaded); the export link
 * carries the same filters. The edge fetched the page's answer from leads-api with the member's cookie.
 */
export const page: TPageModule<TInboxList> = {
  loader: async ({ staffData }) => staffDataOf<TInboxList>(staffData),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, data }) => {
    const copy = COPY[locale];
    const { filter } = data;
    const query = inboxFilterQuery(filter, false);
    const exportHref = `${STAFF_API_PATHS.leadsExport}${query ? `?${query}` : ''}`;
    return (
      <StaffPage heading={copy.heading}>
        <form
          method="get"
          action={getHref('staffLeads', locale)}
          className={`${staffFormStyles.form} ${styles.filters}`}
          role="search"
          aria-label={copy.filters}
        >
          <StaffField
            id="q"
            name="q"
            type="search"
            label={copy.search}
            defaultValue={filter.q ?? ''}
          />
          <StaffSelect
            id="status"
            name="status"
            label={copy.status}
            value={filter.status ?? ''}
            options={[{ value: '', label: copy.anyStatus }, ...statusOptions(locale)]}
          />
          <StaffSelect
            id="form"
            name="form"
            label={copy.form}
            value={filter.form ?? ''}
            options={[
              { value: '', label: copy.anyForm },
              ...FORM_IDS.map((id) => ({ value: id, label: id })),
            ]}
          />
          {TEXT_FILTERS.map(([name, type]) => (
            <StaffField
              key={name}
              id={name}
              name={name}
              type={type}
              label={copy[name]}
              defaultValue={filter[name] ?? ''}
            />
          ))}
          <StaffSelect
            id="spam"
            name="spam"
            label={copy.spam}
            value={filter.spam}
            options={[
              { value: 'no', label: copy.spamNo },
              { value: 'yes', label: copy.spamYes },
              { value: 'all', label: copy.spamAll },
            ]}
          />
          <div className={styles.filterActions}>
            <button type="submit" className={staffFormStyles.button}>
              {copy.apply}
            </button>
            <a href={getHref('staffLeads', locale)} className={styles.link}>
              {copy.clear}
            </a>
          </div>
        </form>

        <div className={styles.summary}>
          <p className={styles.count} role="status">
            {copy.count(data.total)}
          </p>
          {data.total > 0 ? (
            <a href={exportHref} className={styles.link} download>
              {copy.export}
            </a>
          ) : null}
        </div>

        {data.leads.length === 0 ? (
          <p>{copy.none}</p>
        ) : (
          <ul className={styles.leads} data-testid="lead-list">
            {data.leads.map((lead) => (
              <li key={lead.id} className={styles.lead} data-testid="lead-row">
                <a
                  href={getHref('staffLead', locale, { id: String(lead.id) })}
                  className={`${styles.link} ${styles.name}`}
                >
                  {lead.name || `#${lead.id}`}
                </a>
                <LeadBadges locale={locale} status={lead.status} duplicate={lead.duplicatePhone} />
                <p className={styles.meta}>
                  <span>
                    {copy.received}:{' '}
                    <FirmTime iso={lead.receivedAt} locale={locale} format="short" />
                  </span>
                  <span>{lead.phone}</span>
                  {lead.email ? <span>{lead.email}</span> : null}
                  <span>{lead.seccion ?? lead.form}</span>
                  {lead.source ? <span>{lead.source}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Pagination current={data.page} total={data.pages} labels={copy.pagination} />
      </StaffPage>
    );
  },
};
