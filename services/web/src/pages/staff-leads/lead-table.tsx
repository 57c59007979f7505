import { formLabel } from '@firm/shared/forms/form-labels';
import { situationText } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { inboxFilterQuery, type TInboxFilter, type TInboxSort } from '@firm/shared/staff/inbox';
import type { TInboxListItem } from '@firm/shared/staff/inbox-list';
import { ContactButtons, listContactBlocks } from '../../features/staff/components/contact-buttons';
import { ContactCareBand } from '../../features/staff/components/contact-care-band';
import { DoNotContactBand } from '../../features/staff/components/do-not-contact-band';
import { LeadAge } from '../../features/staff/components/lead-age';
import { StatusBadge } from '../../features/staff/components/lead-badges';
import { LeadName } from '../../features/staff/components/lead-name';
import { COPY } from './staff-leads-copy';
import styles from './staff-leads-page.module.css';

/** Props of {@link LeadTable}. */
export type TLeadTableProps = {
  locale: TLocale;
  filter: TInboxFilter;
  leads: TInboxListItem[];
  now: string;
};

type TColumn = keyof (typeof COPY)['es']['columns'];

/** The order a sortable column's header asks for next (date flips between newest and oldest). */
const SORT_OF: Partial<Record<TColumn, (current: TInboxSort) => TInboxSort>> = {
  name: () => 'name',
  received: (current) => (current === 'newest' ? 'oldest' : 'newest'),
  status: () => 'status',
};

function ariaSort(column: TColumn, sort: TInboxSort): 'ascending' | 'descending' | undefined {
  if (column === 'name' && sort === 'name') return 'ascending';
  if (column === 'status' && sort === 'status') return 'ascending';
  if (column === 'received' && (sort === 'newest' || sort === 'oldest'))
    return sort === 'newest' ? 'descending' : 'ascending';
  return undefined;
}

/** One lead: a row of the dense table on a laptop, a card on a phone. */
function LeadRow({ locale, lead, now }: { locale: TLocale; lead: TInboxListItem; now: string }) {
  const copy = COPY[locale];
  return (
    <tr
      className={lead.overdue ? `${styles.row} ${styles.overdueRow}` : styles.row}
      data-testid="lead-row"
      data-overdue={lead.overdue || undefined}
    >
      <th scope="row" className={styles.nameCell}>
        <LeadName locale={locale} lead={lead} className={styles.name} />
        {lead.doNotContact ? (
          <DoNotContactBand locale={locale} mark={lead.doNotContact} size="compact" />
        ) : null}
        {lead.contactWithCare ? (
          <ContactCareBand locale={locale} preferences={lead.contactPreferences} size="compact" />
        ) : null}
      </th>
      <td className={styles.ageCell}>
        <LeadAge locale={locale} lead={lead} now={now} />
      </td>
      <td className={styles.situationCell}>
        <span className={styles.situation}>
          {lead.situation ? situationText(lead.situation, locale) : copy.noSituation}
        </span>
        <span className={styles.form}>{formLabel(lead.form, locale)}</span>
      </td>
      <td className={styles.contactCell}>
        <ContactButtons locale={locale} lead={lead} blocked={listContactBlocks(lead, locale)} />
      </td>
      <td className={styles.statusCell}>
        <StatusBadge locale={locale} status={lead.status} />
        {lead.owner ? (
          <span className={styles.owner} data-testid="lead-owner">
            {copy.ownedBy(lead.owner.name)}
          </span>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The leads of the page: on a laptop a dense table with a sticky header, sortable by date, name and
 * status (links that keep the filters); on a phone each row is a card — name, age (an overdue lead's
 * card in red, with the office time it has waited), situation, form, phone with its contact buttons, badges and status.
 */
export function LeadTable({ locale, filter, leads, now }: TLeadTableProps) {
  const copy = COPY[locale];
  const base = getHref('staffLeads', locale);
  const header = (column: TColumn) => {
    const next = SORT_OF[column];
    const label = copy.columns[column];
    if (!next) return label;
    const sort = next(filter.sort);
    const query = inboxFilterQuery({ ...filter, sort, page: 1 });
    return (
      <a href={query ? `${base}?${query}` : base} className={styles.sortLink}>
        {label}
        <span className="visually-hidden"> — {copy.sortBy(copy.sorts[sort])}</span>
      </a>
    );
  };
  const columns = Object.keys(copy.columns) as TColumn[];
  return (
    <table className={styles.table} data-testid="lead-list">
      <caption className="visually-hidden">
        {copy.heading} — {copy.zone}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" aria-sort={ariaSort(column, filter.sort)}>
              {header(column)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {leads.map((lead) => (
          <LeadRow key={lead.id} locale={locale} lead={lead} now={now} />
        ))}
      </tbody>
    </table>
  );
}
