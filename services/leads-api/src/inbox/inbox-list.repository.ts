import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';
import type { Pool } from '@firm/shared/server/db';
import {
  INBOX_PAGE_SIZE,
  LEAD_STATUSES,
  type TInboxFilter,
  type TInboxSort,
} from '@firm/shared/staff/inbox';
import { leadFilterSql, SHOWN_STATUS } from './lead-filter-sql';

/** A row of the list (and of the staff home's oldest waiting leads). */
export type TLeadListRow = {
  id: number;
  received_at: Date;
  name: string;
  phone: string;
  email: string | null;
  form_variant: string;
  section: string | null;
  situation: string | null;
  source: string | null;
  origin: 'web' | 'referral' | 'social_media';
  locale: TLocale;
  status: string;
  duplicate_phone: boolean;
  touched_at: Date | null;
  first_contact_due_at: Date | null;
  first_contacted_at: Date | null;
  owner_id: number | null;
  owner_name: string | null;
} & Pick<
  TStoredLead,
  | 'page_url'
  | 'contact_call'
  | 'contact_call_hours'
  | 'contact_voicemail'
  | 'contact_texts'
  | 'do_not_contact_at'
  | 'do_not_contact_reason'
>;

/** The columns of a list row over `leads l`. */
export const LIST_COLUMNS = `l.id, l.received_at, l.name, l.phone, l.email, l.form_variant, l.section,
  l.situation, l.source, l.origin, l.locale, ${SHOWN_STATUS} AS status, l.page_url,
  l.contact_call, l.contact_call_hours, l.contact_voicemail, l.contact_texts, l.do_not_contact_at, l.do_not_contact_reason,
  (lead_phone_key(l.phone) <> '' AND EXISTS (
     SELECT 1 FROM leads o
      WHERE lead_phone_key(o.phone) = lead_phone_key(l.phone) AND o.id <> l.id)) AS duplicate_phone,
  lead_first_touch(l.id) AS touched_at, l.first_contact_due_at, l.first_contacted_at, l.owner_id,
  (SELECT COALESCE(NULLIF(o.name, ''), o.email) FROM staff_accounts o WHERE o.id = l.owner_id) AS owner_name`;

const STATUS_ORDER = `array_position(ARRAY[${LEAD_STATUSES.map((status) => `'${status}'`).join(', ')}], ${SHOWN_STATUS})`;

const ORDER_BY: Record<TInboxSort, string> = {
  newest: 'l.received_at DESC, l.id DESC',
  oldest: 'l.received_at, l.id',
  name: 'inbox_fold(l.name), l.id DESC',
  status: `${STATUS_ORDER}, l.received_at DESC, l.id DESC`,
};

/** One page of the filtered list in the filter's order, and how many leads the filter matches. */
export async function listLeads(
  pool: Pool,
  filter: TInboxFilter,
): Promise<{ rows: TLeadListRow[]; total: number }> {
  const { where, values } = leadFilterSql(filter);
  const offset = (filter.page - 1) * INBOX_PAGE_SIZE;
  const [page, count] = await Promise.all([
    pool.query<TLeadListRow>(
      `SELECT ${LIST_COLUMNS} FROM leads l ${where}
        ORDER BY ${ORDER_BY[filter.sort]}
        LIMIT ${INBOX_PAGE_SIZE} OFFSET ${offset}`,
      values,
    ),
    pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM leads l ${where}`, values),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/** How many leads each shown status holds under a filter (its own status filter left out). */
export async function countByStatus(
  pool: Pool,
  filter: TInboxFilter,
): Promise<Map<string, number>> {
  const { where, values } = leadFilterSql({ ...filter, status: undefined });
  const { rows } = await pool.query<{ status: string; n: number }>(
    `SELECT ${SHOWN_STATUS} AS status, count(*)::int AS n FROM leads l ${where} GROUP BY 1`,
    values,
  );
  return new Map(rows.map((row) => [row.status, row.n]));
}
