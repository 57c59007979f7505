import { needsContactCare } from '@firm/shared/leads/contact-care';
import { doNotContactView } from '@firm/shared/leads/do-not-contact';
import { contactPreferencesFollowed } from '@firm/shared/leads/contact-preferences';
import type { Pool } from '@firm/shared/server/db';
import type { TSettingsCache } from '@firm/shared/server/first-contact-settings';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/firm-time';
import { firstContactView } from '@firm/shared/staff/first-contact';
import type { TOfficeSchedule } from '@firm/shared/staff/office-time';
import { INBOX_PAGE_SIZE, type TInboxFilter } from '@firm/shared/staff/inbox';
import {
  INBOX_TABS,
  type TInboxList,
  type TInboxListItem,
  type TInboxOverview,
  type TInboxTab,
} from '@firm/shared/staff/inbox-list';
import { countByStatus, listLeads, type TLeadListRow } from './inbox-list.repository';
import type { TClock } from '../staff/clock';
import { followUpsToday } from '../follow-ups/follow-ups-today';
import { oldestUntouched, overdueCount, overviewCounts } from './overview.repository';

/** What the list reads: the database, the time and the clock's office hours. */
export type TInboxListDeps = { pool: Pool; clock: TClock; clockSettings: TSettingsCache };

/** How many of the oldest waiting leads the staff home lists. */
const OLDEST_SHOWN = 5;

/** A list row as the API carries it, its first-contact clock read at `nowMs`. */
function listItemOf(row: TLeadListRow, nowMs: number, schedule: TOfficeSchedule): TInboxListItem {
  const contactPreferences = contactPreferencesFollowed(row);
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
    ...firstContactView(row, nowMs, schedule),
    contactPreferences,
    contactWithCare: needsContactCare(row, contactPreferences),
    doNotContact: doNotContactView(row),
    owner: row.owner_id === null ? null : { id: row.owner_id, name: row.owner_name ?? '' },
  };
}

/** One page of the filtered list, what the pages need to link the others, and the tabs' counts. */
export async function listInbox(deps: TInboxListDeps, filter: TInboxFilter): Promise<TInboxList> {
  const [{ rows, total }, byStatus, settings] = await Promise.all([
    listLeads(deps.pool, filter),
    countByStatus(deps.pool, filter),
    deps.clockSettings.get(),
  ]);
  const now = deps.clock.now();
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
    leads: rows.map((row) => listItemOf(row, now, settings.schedule)),
    counts,
  };
}

/**
 * The staff home's picture of the day, days in the firm's time zone: leads received today, leads
 * nobody has contacted yet, leads called (or moved to Contacted) today, and the five that have waited
 * longest for a first contact; how many are overdue now, and the member's follow-ups for today.
 */
export async function inboxOverview(
  deps: TInboxListDeps,
  memberId: number,
): Promise<TInboxOverview> {
  const now = deps.clock.now();
  const [counts, oldest, overdue, followUps, settings] = await Promise.all([
    overviewCounts(deps.pool, FIRM_TIME_ZONE),
    oldestUntouched(deps.pool, OLDEST_SHOWN),
    overdueCount(deps.pool, new Date(now)),
    followUpsToday(deps, memberId),
    deps.clockSettings.get(),
  ]);
  return {
    receivedToday: counts.received_today,
    uncontacted: counts.uncontacted,
    contactedToday: counts.contacted_today,
    oldestUncontacted: oldest.map((row) => listItemOf(row, now, settings.schedule)),
    overdue,
    followUpsToday: followUps,
  };
}
