import type { Pool } from '@firm/shared/server/db';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { INBOX_PAGE_SIZE, type TInboxFilter } from '@firm/shared/staff/inbox';
import {
  INBOX_TABS,
  type TInboxList,
  type TInboxListItem,
  type TInboxOverview,
  type TInboxTab,
} from '@firm/shared/staff/inbox-list';
import { countByStatus, listLeads, type TLeadListRow } from './inbox-list.repository';
import { oldestUntouched, overviewCounts } from './overview.repository';

/** How many of the oldest waiting leads the staff home lists. */
const OLDEST_SHOWN = 5;

function listItemOf(row: TLeadListRow): TInboxListItem {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    name: row.name,
    phone: row.phone,
    email: row.email,
    form: row.form_variant,
    seccion: row.section,
    situation: row.situation,
    source: row.source,
    origin: row.origin,
    locale: row.locale,
    status: row.status,
    duplicatePhone: row.duplicate_phone,
    touchedAt: row.touched_at?.toISOString() ?? null,
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
  };
}

/** One page of the filtered list, what the pages need to link the others, and the tabs' counts. */
export async function listInbox(deps: { pool: Pool }, filter: TInboxFilter): Promise<TInboxList> {
  const [{ rows, total }, byStatus] = await Promise.all([
    listLeads(deps.pool, filter),
    countByStatus(deps.pool, filter),
  ]);
  const counts = Object.fromEntries(
    INBOX_TABS.map((tab) => [
      tab,
      tab === 'all'
        ? [...byStatus.values()].reduce((sum, n) => sum + n, 0)
        : (byStatus.get(tab) ?? 0),
    ]),
  ) as Record<TInboxTab, number>;
  const { viewerId: _viewer, ...applied } = filter;
  return {
    filter: applied,
    total,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
    leads: rows.map(listItemOf),
    counts,
  };
}

/**
 * The staff home's picture of the day, days in the firm's time zone: leads received today, leads
 * nobody has contacted yet, leads called (or moved to Contacted) today, and the five that have waited
 * longest for a first contact.
 */
export async function inboxOverview(deps: { pool: Pool }): Promise<TInboxOverview> {
  const [counts, oldest] = await Promise.all([
    overviewCounts(deps.pool, FIRM_TIME_ZONE),
    oldestUntouched(deps.pool, OLDEST_SHOWN),
  ]);
  return {
    receivedToday: counts.received_today,
    uncontacted: counts.uncontacted,
    contactedToday: counts.contacted_today,
    oldestUncontacted: oldest.map(listItemOf),
  };
}
