import { z } from 'zod';

/**
 * Page texts: the long text of the site's pages that the firm edits (privacy policy, terms, visa
 * explanations). Written in `infra/content/pages/<key>/<block>.<lang>.md`, imported by the content
 * service and served at `GET /api/content/pages/{lang}/{key}`.
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

/** A section heading of a block (an `h2` with its anchor), for the page's index. */
export const ZPageTextHeadingSchema = z.strictObject({
  anchor: z.string().regex(/^[a-z][a-z0-9-]*$/),
  text: z.string().min(1),
});

/** `GET /api/content/pages/{lang}/{key}`: one page's text blocks in one language. */
export const ZPageTextSchema = z.strictObject({
  key: z.string().regex(PAGE_TEXT_NAME),
  lang: z.enum(['en', 'es']),
  /** The "last updated" date the firm wrote (`YYYY-MM-DD`), or null when it gave none. */
  updated: z.iso.date().nullable(),
  /** Each block's sanitized HTML, by block name. */
  blocks: z.record(z.string().regex(PAGE_TEXT_NAME), z.string().min(1)),
  /** Each block's section headings in order, by block name. */
  headings: z.record(z.string().regex(PAGE_TEXT_NAME), z.array(ZPageTextHeadingSchema)),
});

export type TPageTextHeading = z.infer<typeof ZPageTextHeadingSchema>;
export type TPageText = z.infer<typeof ZPageTextSchema>;
