import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { inboxFilterQuery, type TInboxFilter } from '@firm/shared/staff/inbox';
import { INBOX_TABS, type TInboxTab } from '@firm/shared/staff/inbox-list';
import { COPY } from './staff-leads-copy';
import styles from './staff-leads-page.module.css';

/** Props of {@link InboxTabs}. */
export type TInboxTabsProps = {
  locale: TLocale;
  filter: TInboxFilter;
  counts: Record<TInboxTab, number>;
};

/**
 * The status tabs with their counts (Nuevos · Contactados · Calificados · Contratados · Todos): links
 * that keep the other filters, the current one marked. A status the tabs do not hold (Not qualified,
 * Spam) stays a filter.
 */
export function InboxTabs({ locale, filter, counts }: TInboxTabsProps) {
  const copy = COPY[locale];
  const base = getHref('staffLeads', locale);
  const current: TInboxTab | null = filter.status
    ? (INBOX_TABS as readonly string[]).includes(filter.status)
      ? (filter.status as TInboxTab)
      : null
    : 'all';
  return (
    <nav aria-label={copy.tabsLabel} className={styles.tabs}>
      <ul>
        {INBOX_TABS.map((tab) => {
          const query = inboxFilterQuery(
            { ...filter, status: tab === 'all' ? undefined : tab, page: 1 },
            false,
          );
          return (
            <li key={tab}>
              <a
                href={query ? `${base}?${query}` : base}
                aria-current={tab === current ? 'page' : undefined}
                data-testid={`tab-${tab}`}
              >
                <span>{copy.tabs[tab]}</span>
                <span className={styles.tabCount}>
                  {counts[tab].toLocaleString(`${locale}-US`)}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
