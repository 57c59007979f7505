import type { TStudioAttorneyDocument } from '@firm/shared/studio/studio-collections';
import { rewriteMediaLinks } from '../content/content-rows';
import { fillPublishedTokens, type TContentTokens } from '../content/content-tokens';
import { renderContentMarkdown } from '../content/render-content';
import type { TMediaLookup } from '../media/media-lookup';
import type { TAttorneyRow } from '../attorneys/attorneys.repository';

/**
 * An attorney's document as the site shows it (the public profile's fields): the biographies'
 * Markdown rendered and sanitized as the import renders it, the `{{tokens}}` of the summaries and
 * biographies filled, the portrait and the biographies' images by their public names, and the
 * jurisdictions of the bar admissions as `licensed_in`.
 */
export function renderAttorney(
  document: TStudioAttorneyDocument,
  media: TMediaLookup,
  tokens: TContentTokens,
): TAttorneyRow {
  const bio = (markdown: string) =>
    rewriteMediaLinks(
      fillPublishedTokens(renderContentMarkdown(markdown), tokens, true),
      media.publicNames,
    );
  return {
    slug: document.slug,
    name: document.name,
    role_en: document.role_en,
    role_es: document.role_es,
    is_founder: document.is_founder,
    photo: media.find(document.photo)?.file ?? document.photo,
    photo_alt_en: document.photo_alt_en,
    photo_alt_es: document.photo_alt_es,
    summary_en: fillPublishedTokens(document.summary_en, tokens, false),
    summary_es: fillPublishedTokens(document.summary_es, tokens, false),
    bio_en: bio(document.bio_en),
    bio_es: bio(document.bio_es),
    licensed_in: document.bar_admissions.map((admission) => admission.jurisdiction),
    bar_admissions: document.bar_admissions,
    languages_en: document.languages_en,
    languages_es: document.languages_es,
    practice_areas_en: document.practice_areas_en,
    practice_areas_es: document.practice_areas_es,
    associations_en: document.associations_en,
    associations_es: document.associations_es,
    social: document.social,
  };
}
