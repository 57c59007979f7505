import type { TDocumentKind } from '../documents/document-kind';
import { itemKind } from './item-kind';
import type { TAnyItemSpec } from './item-spec';
import { ATTORNEY_TESTIMONIALS } from './kinds/attorney-testimonials';
import { CATEGORIES } from './kinds/categories';
import { LIVES } from './kinds/lives';
import { REVIEWS } from './kinds/reviews';
import { GIVEAWAY, TRAVEL } from './kinds/testimonials';

/**
 * The item collections of the studio's second part, in the order the studio lists them. A new one
 * (the attorneys) adds its spec here: its routes, its import, its schedule and its samples follow.
 */
export const ITEM_SPECS: readonly TAnyItemSpec[] = [
  // first: the articles name their category (the import writes them in this order)
  CATEGORIES,
  REVIEWS,
  TRAVEL,
  GIVEAWAY,
  ATTORNEY_TESTIMONIALS,
  LIVES,
];

/** The engine's kinds of the item collections (the scheduler publishes them). */
export const ITEM_KINDS: TDocumentKind<unknown>[] = ITEM_SPECS.map((spec) => itemKind(spec));
