/**
 * How a list of the studio's media library is asked for (`GET /api/staff/content/media?kind=&q=&page=`):
 * the library page's address carries the same parameters, and the article editor's picker asks the same
 * way, so they are written once here.
 */
import { z } from 'zod';

/** Files per page of the library (its page and the article editor's picker). */
export const STUDIO_MEDIA_PAGE_SIZE = 24;

/** The kinds a list can be narrowed to. */
export const STUDIO_MEDIA_KINDS = ['all', 'image', 'video'] as const;
export type TStudioMediaKind = (typeof STUDIO_MEDIA_KINDS)[number];

/** The longest search the list takes (longer words are cut). */
export const STUDIO_MEDIA_SEARCH_MAX = 100;

/**
 * A list's parameters: the kind, words found in the file's name or either alt text, the page (1-based).
 * A bad value is dropped rather than refused (a hand-typed address shows what it could).
 */
export const ZStudioMediaQuerySchema = z.object({
  kind: z.enum(STUDIO_MEDIA_KINDS).catch('all').default('all'),
  q: z
    .string()
    .transform((words) => words.trim().slice(0, STUDIO_MEDIA_SEARCH_MAX))
    .catch('')
    .default(''),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type TStudioMediaQuery = z.infer<typeof ZStudioMediaQuerySchema>;

/**
 * The parameters of an address's query (`URLSearchParams`) or of Express's `req.query`.
 * @param query - the query; unknown names are ignored
 */
export function parseMediaQuery(
  query: URLSearchParams | Record<string, unknown>,
): TStudioMediaQuery {
  const raw = query instanceof URLSearchParams ? Object.fromEntries(query) : query;
  return ZStudioMediaQuerySchema.parse(raw);
}

/**
 * The query string of a list (without `?`), the defaults left out: `kind=image&q=ana&page=2`.
 * @param query - the parameters; missing ones are the defaults
 */
export function mediaQueryString(query: Partial<TStudioMediaQuery>): string {
  const params = new URLSearchParams();
  if (query.kind && query.kind !== 'all') params.set('kind', query.kind);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}
