import type { TPublicSamples } from '@firm/shared/studio/studio-collections';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TBlogPage } from '@firm/shared/content/blog-page';
import type { TCategory } from '@firm/shared/content/category';
import type { TCategoryPage } from '@firm/shared/content/category-page';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TPageText, TPageTextKey } from '@firm/shared/content/page-text';
import type { TLocale } from '@firm/shared/i18n/locale';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { CONTENT_URLS } from '@firm/shared/routes/content-paths';

/** What a content request gave: the data, a definite "no such thing", or no answer (service down, timeout). */
export type TContentResult<T> =
  { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'unavailable' };

/**
 * A warning for the server's log (the edge's logger of the request): what a page left out because the
 * content service did not give it. Absent in the browser, where nothing is logged.
 */
export type TContentWarn = (message: string, fields?: Record<string, unknown>) => void;

/** Where the content service is: its URL on the server, '' (same origin, through the edge) in the browser. */
export type TContentBase = string;

const TIMEOUT_MS = 2500;

function withTimeout(signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  return signal && typeof AbortSignal.any === 'function'
    ? AbortSignal.any([signal, timeout])
    : timeout;
}

/**
 * GETs a JSON document from the content service. Never throws: a 404 is 'not-found', any other failure
 * (refused connection, 5xx, timeout, malformed JSON) is 'unavailable', so pages render without the data.
 * @param base - the service's base URL ('' in the browser)
 * @param path - the path with its query string
 * @param signal - aborts the request (e.g. a superseded navigation)
 */
export async function getContent<T>(
  base: TContentBase,
  path: string,
  signal?: AbortSignal,
): Promise<TContentResult<T>> {
  try {
    const response = await fetch(base + path, {
      headers: { accept: 'application/json' },
      signal: withTimeout(signal),
    });
    if (response.status === 404) return { kind: 'not-found' };
    if (!response.ok) return { kind: 'unavailable' };
    return { kind: 'ok', data: (await response.json()) as T };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** The data of a result, or a fallback when there is none. */
export function dataOr<T>(result: TContentResult<T>, fallback: T): T {
  return result.kind === 'ok' ? result.data : fallback;
}

/** The firm's facts. */
export const fetchSiteConfig = (base: TContentBase, signal?: AbortSignal) =>
  getContent<TSiteConfig>(base, CONTENT_URLS.siteConfig(), signal);

/** The sample content the site still shows (issue 30 §3): the public ids the pages label as examples. */
export const fetchSamples = (base: TContentBase, signal?: AbortSignal) =>
  getContent<TPublicSamples>(base, CONTENT_URLS.samples(), signal);

/** Every blog category with both languages' names and slugs. */
export const fetchCategories = (base: TContentBase, signal?: AbortSignal) =>
  getContent<TCategory[]>(base, CONTENT_URLS.categories(), signal);

/** One page of the blog, newest first. */
export const fetchBlogPage = (
  base: TContentBase,
  locale: TLocale,
  page: number,
  signal?: AbortSignal,
) => getContent<TBlogPage>(base, CONTENT_URLS.blogPage(locale, page), signal);

/** One article by its slug in a language; the answer carries both languages' slugs. */
export const fetchArticle = (
  base: TContentBase,
  locale: TLocale,
  slug: string,
  signal?: AbortSignal,
) => getContent<TBlogArticle>(base, CONTENT_URLS.article(locale, slug), signal);

/** One category by its slug in a language, with a page of its posts. */
export const fetchCategoryPage = (
  base: TContentBase,
  locale: TLocale,
  slug: string,
  page: number,
  signal?: AbortSignal,
) => getContent<TCategoryPage>(base, CONTENT_URLS.categoryPage(locale, slug, page), signal);

/** Every attorney profile, the founder first. */
export const fetchAttorneys = (base: TContentBase, signal?: AbortSignal) =>
  getContent<TAttorney[]>(base, CONTENT_URLS.attorneys(), signal);

/** One attorney profile. */
export const fetchAttorney = (base: TContentBase, slug: string, signal?: AbortSignal) =>
  getContent<TAttorney>(base, CONTENT_URLS.attorney(slug), signal);

/** The client testimonials of the attorney pages (SPEC §7), in the firm's order. */
export const fetchAttorneyTestimonials = (base: TContentBase, signal?: AbortSignal) =>
  getContent<TAttorneyTestimonial[]>(base, API_PATHS.attorneyTestimonials, signal);

/** One page's long text (privacy policy, terms, ...) in a language: its blocks as HTML and its sections. */
export const fetchPageText = (
  base: TContentBase,
  locale: TLocale,
  key: TPageTextKey,
  signal?: AbortSignal,
) => getContent<TPageText>(base, CONTENT_URLS.pageText(locale, key), signal);
