/**
 * The studio pages of each collection of the studio's second part (issue 30): its list, its new-item
 * page and its item editor, as route ids of the route map. The web app renders every collection with
 * the same two pages (the list, the editor) and finds the collection from the route it matched.
 * The firm's facts add themselves here when their pages exist.
 */
import type { TStudioCollection } from '../studio/studio-collections';
import type { TRouteId } from './route-map';

/** A collection's three studio pages. */
export type TCollectionPages = { list: TRouteId; new: TRouteId; item: TRouteId };

/** Which page of a collection a route is. */
export type TCollectionPageKind = keyof TCollectionPages;

/** The collections that have studio pages, with their route ids. */
export const STUDIO_COLLECTION_PAGES = {
  reviews: { list: 'studioReviews', new: 'studioReviewNew', item: 'studioReview' },
  travel: {
    list: 'studioTravelTestimonials',
    new: 'studioTravelTestimonialNew',
    item: 'studioTravelTestimonial',
  },
  giveaway: {
    list: 'studioGiveawayTestimonials',
    new: 'studioGiveawayTestimonialNew',
    item: 'studioGiveawayTestimonial',
  },
  'attorney-testimonials': {
    list: 'studioAttorneyTestimonials',
    new: 'studioAttorneyTestimonialNew',
    item: 'studioAttorneyTestimonial',
  },
  lives: { list: 'studioLives', new: 'studioLiveNew', item: 'studioLive' },
  attorneys: { list: 'studioAttorneys', new: 'studioAttorneyNew', item: 'studioAttorney' },
  categories: { list: 'studioCategories', new: 'studioCategoryNew', item: 'studioCategory' },
} as const satisfies Partial<Record<TStudioCollection, TCollectionPages>>;

/** A collection that has studio pages. */
export type TPagedCollection = keyof typeof STUDIO_COLLECTION_PAGES;

/** The collections with studio pages, in the studio home's order. */
export const PAGED_COLLECTIONS = Object.keys(STUDIO_COLLECTION_PAGES) as TPagedCollection[];

/** The collection and the kind of page of a route; null for a route of no collection. */
export function collectionPageOf(
  id: TRouteId,
): { collection: TPagedCollection; kind: TCollectionPageKind } | null {
  for (const collection of PAGED_COLLECTIONS) {
    const pages: TCollectionPages = STUDIO_COLLECTION_PAGES[collection];
    const kind = (Object.keys(pages) as TCollectionPageKind[]).find((k) => pages[k] === id);
    if (kind) return { collection, kind };
  }
  return null;
}
