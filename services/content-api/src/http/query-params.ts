import type { TBlogPage } from '@firm/shared/content/blog-page';
import { CONTENT_PAGE_SIZE } from '@firm/shared/routes/content-paths';
import { AppError } from '@firm/shared/server/app-error';

/** A page request. */
export type TPageRequest = { page: number; perPage: number };

/** Default and largest page sizes of the paginated lists (shared with the clients that page through them). */
export const PAGE_SIZE = CONTENT_PAGE_SIZE;

function positiveInt(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value)) {
    throw new AppError('bad_request', `${name} must be a whole number between 1 and ${max}`);
  }
  const number = Number(value);
  if (number < 1 || number > max)
    throw new AppError('bad_request', `${name} must be a whole number between 1 and ${max}`);
  return number;
}

/**
 * Reads `page` (≥ 1, default 1) and `per_page` (1–50, default 9) from a query string.
 * @throws AppError bad_request for anything else
 */
export function parsePageRequest(query: Record<string, unknown>): TPageRequest {
  return {
    page: positiveInt(query.page, 'page', 1, 100_000),
    perPage: positiveInt(query.per_page, 'per_page', PAGE_SIZE.default, PAGE_SIZE.max),
  };
}

/** A page of results with its position (the envelope of the blog's pages). */
export type TPage<T> = Omit<TBlogPage, 'items'> & { items: T[] };

/** Builds the page envelope. */
export function pageOf<T>(items: T[], total: number, request: TPageRequest): TPage<T> {
  return {
    items,
    page: request.page,
    per_page: request.perPage,
    total,
    total_pages: Math.ceil(total / request.perPage),
  };
}

/** A language segment of a path: 'en' or 'es'. */
export type TLang = 'en' | 'es';

/**
 * Reads a `{lang}` path segment.
 * @throws AppError not_found for anything but `en` or `es`
 */
export function parseLang(value: unknown): TLang {
  if (value === 'en' || value === 'es') return value;
  throw new AppError('not_found', 'Not found');
}
