import type { TRouteMatch } from '@firm/shared/routes/route-map';
import {
  collectionPageOf,
  STUDIO_COLLECTION_PAGES,
  type TCollectionPageKind,
  type TPagedCollection,
} from '@firm/shared/routes/studio-collection-routes';
import { COLLECTION_DESCRIPTORS } from '../../features/studio/collections/collection-descriptors';
import type { TCollectionDescriptor } from '../../features/studio/collections/collection-fields';

/** The collection of a studio collection page's route, its descriptor and which page it is. */
export function collectionOf(match: TRouteMatch): {
  collection: TPagedCollection;
  kind: TCollectionPageKind;
  descriptor: TCollectionDescriptor;
  routes: (typeof STUDIO_COLLECTION_PAGES)[TPagedCollection];
} {
  const page = collectionPageOf(match.id);
  // app/page-file.ts sends only the collections' routes to these pages
  if (!page) throw new Error(`Route '${match.id}' is not a studio collection's`);
  return {
    ...page,
    descriptor: COLLECTION_DESCRIPTORS[page.collection],
    routes: STUDIO_COLLECTION_PAGES[page.collection],
  };
}
