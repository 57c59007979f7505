import { PAGINATION } from '@firm/shared/constants';

/**
 * The two paginated lists of the testimonials and reviews pages. Each keeps its page in its own query
 * parameter, so paging one list leaves the other where it was: `/testimonios?travel=2&giveaway=3`.
 * The names are the same in both languages (the language switch drops the query string anyway); the
 * section ids are the links' fragments and the scroll targets after a page change.
 */
export const TESTIMONIAL_LISTS = {
  travel: { param: 'travel', sectionId: 'travel', perPage: PAGINATION.travelPerPage },
  giveaway: { param: 'giveaway', sectionId: 'giveaway', perPage: PAGINATION.giveawayPerPage },
} as const;
