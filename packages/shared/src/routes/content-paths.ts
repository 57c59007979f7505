/**
 * The content service's own endpoints (services/content-api/API.md), beside the SPEC §7 paths of
 * api-paths.ts: content-api registers its routes with the patterns, its clients build URLs with the
 * builders, so a path is written once.
 */
import type { TLocale } from '../i18n/locale';
import { fillPattern } from './route-pattern';

/** What every content endpoint's path starts with (the web edge forwards it to content-api). */
export const CONTENT_PATH_PREFIX = '/api/content/';

/** Express route patterns of the content endpoints (`:name` is one path segment). */
export const CONTENT_ROUTES = {
  siteConfig: '/api/content/site-config',
  categories: '/api/content/categories',
  categoryPage: '/api/content/categories/:lang/:slug',
  blogPage: '/api/content/blog/:lang',
  article: '/api/content/blog/:lang/:slug',
  attorneys: '/api/content/attorneys',
  attorney: '/api/content/attorneys/:slug',
  /** The client testimonials an attorney's profile shows (TAttorneyTestimonial[]): those about her or him. */
  attorneyTestimonials: '/api/content/attorneys/:slug/testimonials',
  mediaCatalog: '/api/content/media',
  mediaInfo: '/api/content/media/:file',
  pageText: '/api/content/pages/:lang/:key',
  /** What the site still shows of the shipped sample content (TPublicSamples, studio-collections.ts). */
  samples: '/api/content/samples',
} as const;

/** An endpoint's id. */
export type TContentRouteId = keyof typeof CONTENT_ROUTES;

/** Default and largest page sizes of the content service's paginated lists (`per_page`). */
export const CONTENT_PAGE_SIZE = { default: 9, max: 50 } as const;

const withPage = (path: string, page: number, perPage?: number): string =>
  perPage === undefined ? `${path}?page=${page}` : `${path}?page=${page}&per_page=${perPage}`;

/** The URL (path and query) of each content endpoint; parameters are URL-encoded. */
export const CONTENT_URLS = {
  siteConfig: () => CONTENT_ROUTES.siteConfig,
  categories: () => CONTENT_ROUTES.categories,
  categoryPage: (lang: TLocale, slug: string, page: number) =>
    withPage(fillPattern(CONTENT_ROUTES.categoryPage, { lang, slug }), page),
  blogPage: (lang: TLocale, page: number, perPage?: number) =>
    withPage(fillPattern(CONTENT_ROUTES.blogPage, { lang }), page, perPage),
  article: (lang: TLocale, slug: string) => fillPattern(CONTENT_ROUTES.article, { lang, slug }),
  attorneys: () => CONTENT_ROUTES.attorneys,
  attorney: (slug: string) => fillPattern(CONTENT_ROUTES.attorney, { slug }),
  attorneyTestimonials: (slug: string) =>
    fillPattern(CONTENT_ROUTES.attorneyTestimonials, { slug }),
  mediaCatalog: () => CONTENT_ROUTES.mediaCatalog,
  mediaInfo: (file: string) => fillPattern(CONTENT_ROUTES.mediaInfo, { file }),
  pageText: (lang: TLocale, key: string) => fillPattern(CONTENT_ROUTES.pageText, { lang, key }),
  samples: () => CONTENT_ROUTES.samples,
} as const satisfies Record<TContentRouteId, (...args: never[]) => string>;

/**
 * The content version (`{ version }`, bumped by every content import), for the web edge's page cache. Not
 * under {@link CONTENT_PATH_PREFIX}: the edge asks it directly and never forwards it to the public.
 */
export const CONTENT_VERSION_PATH = '/internal/content-version';
