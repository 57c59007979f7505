import type {
  TAttorneyTestimonialRecord,
  TGiveawayRecord,
  TLiveRecord,
  TReviewRecord,
  TTravelRecord,
} from './content-bundle';
import {
  ZAttorneyTestimonialsFileSchema,
  ZGiveawayTestimonialsFileSchema,
  ZGoogleReviewsFileSchema,
  ZLivesFileSchema,
  ZTravelTestimonialsFileSchema,
} from './content-schemas';
import { renderMarkdown } from './markdown';
import { readJson, type TProblems } from './read-content-file';
import { sanitizeContentHtml } from './sanitize-content-html';

/** Reads `google-reviews.json`. */
export function loadReviews(root: string, problems: TProblems): TReviewRecord[] {
  const rows = readJson(root, 'google-reviews.json', ZGoogleReviewsFileSchema, problems) ?? [];
  return rows.map(({ key, published_at, url: _url, ...row }) => ({
    source_key: key,
    ...row,
    published_at: new Date(published_at),
  }));
}

/** Reads `travel-testimonials.json`. */
export function loadTravel(root: string, problems: TProblems): TTravelRecord[] {
  const rows =
    readJson(root, 'travel-testimonials.json', ZTravelTestimonialsFileSchema, problems) ?? [];
  return rows.map(({ key, ...row }, position) => ({ source_key: key, ...row, position }));
}

/** Reads `giveaway-testimonials.json`. */
export function loadGiveaways(root: string, problems: TProblems): TGiveawayRecord[] {
  const rows =
    readJson(root, 'giveaway-testimonials.json', ZGiveawayTestimonialsFileSchema, problems) ?? [];
  return rows.map(({ key, ...row }, position) => ({ source_key: key, ...row, position }));
}

/** Reads `attorney-testimonials.json`; bodies are Markdown, stored as sanitized HTML. */
export function loadAttorneyTestimonials(
  root: string,
  problems: TProblems,
): TAttorneyTestimonialRecord[] {
  const rows =
    readJson(root, 'attorney-testimonials.json', ZAttorneyTestimonialsFileSchema, problems) ?? [];
  return rows.map(({ key, body_en, body_es, attorneys: _attorneys, ...row }, position) => ({
    source_key: key,
    ...row,
    body_en: sanitizeContentHtml(renderMarkdown(body_en)),
    body_es: sanitizeContentHtml(renderMarkdown(body_es)),
    position,
  }));
}

/** Reads `lives.json`. */
export function loadLives(root: string, problems: TProblems): TLiveRecord[] {
  const rows = readJson(root, 'lives.json', ZLivesFileSchema, problems) ?? [];
  return rows.map(({ key, ...row }) => ({ source_key: key, ...row }));
}
