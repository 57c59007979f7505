/**
 * The page texts the site shows and their blocks, without the payload's schema (page-text.ts), so that
 * a browser page that only needs the list does not download zod.
 */

/** How a page key and a block name are written: lowercase words joined by hyphens. */
export const PAGE_TEXT_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The page texts the site shows and the blocks each must have. The import refuses a content folder
 * that lacks one of them, so a page never loses its text by accident.
 */
export const PAGE_TEXT_BLOCKS = {
  /** The services page: the long description of each practice area. */
  services: ['immigration', 'injury', 'trucks'],
  'immigration-lawyer': ['intro'],
  'about-us': ['history'],
  privacy: ['body'],
  terms: ['body'],
  home: ['about', 'mission', 'how-it-works'],
  founder: ['story'],
  'humanitarian-visa': ['intro', 'which-visa'],
  'vawa-visa': ['intro', 'eligibility', 'benefits', 'process'],
  't-visa': ['intro', 'eligibility', 'benefits', 'process'],
  'u-visa': ['intro', 'eligibility', 'benefits', 'process'],
  'k1-visa': ['intro', 'eligibility', 'benefits', 'process'],
  /** Tips beside the Quick exit of the humanitarian visa pages (private browsing, history). */
  'safe-browsing': ['tips'],
} as const satisfies Record<string, readonly string[]>;

/** A page text the site shows. */
export type TPageTextKey = keyof typeof PAGE_TEXT_BLOCKS;
