import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { inboxFilterQuery, type TInboxFilter } from '@firm/shared/staff/inbox';
import { COPY } from './staff-leads-copy';
import styles from './staff-leads-page.module.css';

/**
 * Whose leads the list shows (issue 29 §3): everyone's (the default: the team covers for each other,
 * and a lead waiting on an owner who is on another call is one a colleague can still call at once) or
 * only the member's own ("Mis prospectos"). Links that keep the other filters.
 */
export function OwnerTabs({ locale, filter }: { locale: TLocale; filter: TInboxFilter }) {
  const copy = COPY[locale];
  const base = getHref('staffLeads', locale);
  const tabs = [
    { key: 'all', owner: undefined },
    { key: 'me', owner: 'me' },
  ] as const;
  return (
    <nav aria-label={copy.ownerTabsLabel} className={styles.tabs}>
      <ul>
        {tabs.map((tab) => {
          const query = inboxFilterQuery({ ...filter, owner: tab.owner, page: 1 }, false);
          return (
            <li key={tab.key}>
              <a
                href={query ? `${base}?${query}` : base}
                aria-current={filter.owner === tab.owner ? 'page' : undefined}
                data-testid={`owner-tab-${tab.key}`}
              >
                {copy.ownerTabs[tab.key]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
