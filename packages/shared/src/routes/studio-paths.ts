/**
 * The content studio's API (issue 28), served by content-api under the staff prefix and forwarded by
 * the web edge with the signed-in member. content-api registers its routes with the patterns, the
 * studio pages build URLs with the builders, so a path is written once.
 */
import { STUDIO_COLLECTION_SEGMENTS, type TStudioCollection } from '../studio/studio-collections';
import { fillPattern } from './route-pattern';

type TParams = Record<string, string | number>;

/** Every studio API path starts with this (a part of the staff API the edge sends to content-api). */
export const STUDIO_API_PREFIX = '/api/staff/content/';

/** Express route patterns of the studio API (`:name` is one path segment). */
export const STUDIO_ROUTES = {
  /** GET: the articles; POST: a new draft. */
  posts: '/api/staff/content/posts',
  /** GET: one article with its draft and its state per language; PUT: save a revision. */
  post: '/api/staff/content/posts/:id',
  /** POST `{ languages, at?, baseRevision? }`: publish now or schedule. */
  postPublish: '/api/staff/content/posts/:id/publish',
  /** POST `{ languages }`: take languages off the site. */
  postUnpublish: '/api/staff/content/posts/:id/unpublish',
  postRevisions: '/api/staff/content/posts/:id/revisions',
  postRevision: '/api/staff/content/posts/:id/revisions/:rev',
  postRestore: '/api/staff/content/posts/:id/revisions/:rev/restore',
  /** GET `?lang=`: the public article's answer built from the draft. */
  postPreview: '/api/staff/content/posts/:id/preview',
  /** GET: what an article may name — the categories (by key) and the authors (the attorneys). */
  postChoices: '/api/staff/content/post-choices',
  /** GET: the page texts (every page of PAGE_TEXT_BLOCKS). */
  pages: '/api/staff/content/pages',
  page: '/api/staff/content/pages/:key',
  pagePublish: '/api/staff/content/pages/:key/publish',
  /** Always refused (400): the page needs its text; publish another revision instead. */
  pageUnpublish: '/api/staff/content/pages/:key/unpublish',
  pageRevisions: '/api/staff/content/pages/:key/revisions',
  pageRevision: '/api/staff/content/pages/:key/revisions/:rev',
  /** `:rev` is a revision number or `sample` (the text as shipped in infra/content). */
  pageRestore: '/api/staff/content/pages/:key/revisions/:rev/restore',
  pagePreview: '/api/staff/content/pages/:key/preview',
  /** GET: the media library; POST: upload (multipart, one file in `file`). */
  media: '/api/staff/content/media',
  /** GET: one file and where it is used; PUT `{ alt_es, alt_en }`; DELETE (409 while in use). */
  mediaItem: '/api/staff/content/media/:id',
  /** GET: the latest content changes (who, when, what). */
  audit: '/api/staff/content/audit',
  /** GET: what the site still shows of the shipped sample content (`{ total, byCollection, items }`). */
  samples: '/api/staff/content/samples',
  /** The firm's facts (admins only): GET, PUT with `baseRevision`. */
  firm: '/api/staff/content/firm',
  firmPublish: '/api/staff/content/firm/publish',
  firmRevisions: '/api/staff/content/firm/revisions',
  firmRevision: '/api/staff/content/firm/revisions/:rev',
  /** `:rev` is a revision number or `sample`. */
  firmRestore: '/api/staff/content/firm/revisions/:rev/restore',
} as const;

/** The verbs of a collection of the studio's second part (studio-collections.ts). */
export const COLLECTION_VERBS = {
  /** GET: the items in the site's order; POST: a new item (a draft). */
  list: '',
  /** PUT `{ ids }`: the new order (ordered collections only). Registered before `:id`. */
  order: '/order',
  /** GET: one item; PUT: save a revision (`baseRevision`); DELETE: remove it (off the site). */
  item: '/:id',
  /** POST `{ languages: ['es', 'en'], baseRevision? }`: publish the head revision. */
  publish: '/:id/publish',
  /** POST `{ languages: ['es', 'en'] }`: take it off the site. */
  unpublish: '/:id/unpublish',
  revisions: '/:id/revisions',
  revision: '/:id/revisions/:rev',
  /** `:rev` is a revision number or `sample`. */
  restore: '/:id/revisions/:rev/restore',
  /** GET `?lang=`: what the public page would show of the head revision. */
  preview: '/:id/preview',
} as const;
export type TCollectionVerb = keyof typeof COLLECTION_VERBS;

/**
 * The route pattern of a collection's verb (`collectionRoute('reviews', 'item')` →
 * `/api/staff/content/reviews/:id`).
 */
export function collectionRoute(collection: TStudioCollection, verb: TCollectionVerb): string {
  return `${STUDIO_API_PREFIX}${STUDIO_COLLECTION_SEGMENTS[collection]}${COLLECTION_VERBS[verb]}`;
}

/** The URL of a collection's verb with its parameters filled in (URL-encoded). */
export function collectionUrl(
  collection: TStudioCollection,
  verb: TCollectionVerb,
  params: TParams = {},
): string {
  return fillPattern(
    collectionRoute(collection, verb),
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
}

/** A studio endpoint's id. */
export type TStudioRouteId = keyof typeof STUDIO_ROUTES;

/**
 * The URL of a studio endpoint with its parameters filled in (URL-encoded).
 * @param id - the endpoint
 * @param params - its `:name` parameters
 */
export function studioUrl(id: TStudioRouteId, params: TParams = {}): string {
  return fillPattern(
    STUDIO_ROUTES[id],
    Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  );
}

/** Whether a request path belongs to the studio API. */
export function isStudioPath(pathname: string): boolean {
  return pathname.startsWith(STUDIO_API_PREFIX);
}
