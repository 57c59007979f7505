/**
 * The staff inbox (issue 16 §3): the status pipeline, the list's filters as the query string carries them
 * (the list page's GET form, the API and the CSV export read the same parameters) and the page size.
 */
import { z } from 'zod';

/** The status pipeline: New Lead → Contacted → Qualified → Retained / Not qualified / Spam. */
export const LEAD_STATUSES = [
  'New Lead',
  'Contacted',
  'Qualified',
  'Retained',
  'Not qualified',
  'Spam',
] as const;

/** A lead's status. */
export type TLeadStatus = (typeof LEAD_STATUSES)[number];

/** The status that marks a lead as spam (and the only one that does). */
export const SPAM_STATUS: TLeadStatus = 'Spam';

/** Narrows an unknown value to a status. */
export function isLeadStatus(value: unknown): value is TLeadStatus {
  return (LEAD_STATUSES as readonly unknown[]).includes(value);
}

/** Leads per page of the list. */
export const INBOX_PAGE_SIZE = 25;

/** The longest status note. */
export const STATUS_NOTE_MAX_LENGTH = 1000;

/** Which leads the spam filter keeps: real ones (the default), spam only, or both. */
export const SPAM_FILTERS = ['no', 'yes', 'all'] as const;

/** The list's orders: newest first (the default), oldest first, by name, by status (pipeline order). */
export const INBOX_SORTS = ['newest', 'oldest', 'name', 'status'] as const;

/** A list order. */
export type TInboxSort = (typeof INBOX_SORTS)[number];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A trimmed text filter cut to `max` characters; empty or not a string: absent. */
export const zText = (max: number) =>
  z
    .string()
    .transform((value) => value.trim().slice(0, max))
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined);

const zDate = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) =>
    value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined,
  );

/**
 * The list's filters, from the query string. Values that make no sense (an unknown status, a date that is
 * not YYYY-MM-DD, a page below 1) are dropped rather than refused: the list shows what it could apply,
 * and the answer says which filter that was.
 */
export const ZInboxFilterSchema = z.object({
  status: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (isLeadStatus(value) ? value : undefined)),
  /** Form variant (`footer-es`, `social-media`, …). */
  form: zText(60),
  /** Seccion prefix, accent- and case-insensitive ('Visa VAWA' finds 'Visa VAWA Inglés - google'). */
  seccion: zText(120),
  /** Campaign source, exactly ('google', 'facebook ads'). */
  source: zText(120),
  /** Received on or after this day (firm time), YYYY-MM-DD. */
  from: zDate,
  /** Received on or before this day (firm time), YYYY-MM-DD. */
  to: zDate,
  spam: z.enum(SPAM_FILTERS).catch('no').default('no'),
  /** Name, phone or e-mail, accent-insensitive. */
  q: zText(100),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  sort: z.enum(INBOX_SORTS).catch('newest').default('newest'),
  /** `me`: only the leads the member asking owns ("Mis prospectos", issue 29 §3). */
  owner: z.enum(['me']).optional().catch(undefined),
});

/**
 * The filters as applied; `viewerId` is set by leads-api (the member asking, whom `owner: 'me'`
 * names), never read from the query string.
 */
export type TInboxFilter = z.infer<typeof ZInboxFilterSchema> & { viewerId?: number };

/** Reads the filters from a query string (repeated parameters: the first one counts). */
export function parseInboxFilter(query: URLSearchParams | Record<string, unknown>): TInboxFilter {
  const entries =
    query instanceof URLSearchParams
      ? Object.fromEntries([...query.keys()].map((key) => [key, query.get(key)]))
      : Object.fromEntries(
          Object.entries(query).map(([key, value]) => [
            key,
            Array.isArray(value) ? value[0] : value,
          ]),
        );
  return ZInboxFilterSchema.parse(entries);
}

/** The query string of a filter (no page when `page` is false): the export link and the page links carry it. */
export function inboxFilterQuery(filter: TInboxFilter, withPage = true): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'form', 'seccion', 'source', 'from', 'to', 'q'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (filter.owner) params.set('owner', filter.owner);
  if (filter.spam !== 'no') params.set('spam', filter.spam);
  if (filter.sort !== 'newest') params.set('sort', filter.sort);
  if (withPage && filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}
