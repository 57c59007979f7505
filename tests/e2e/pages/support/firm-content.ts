import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TLocale } from '@firm/shared/i18n/locale';
import { repoPaths } from '@firm/shared/server/paths';
import { contentTokens } from '@firm/content-api/content/content-tokens';
import { siteConfigFile } from '../../../support/site-config-file';

const CONTENT = repoPaths().content;

/** An attorney as the firm wrote it in infra/content/attorneys/<slug>/. */
export type TAttorneyFile = {
  slug: string;
  name: string;
  role_en: string;
  role_es: string;
  position: number;
  summary_en: string;
  summary_es: string;
  bar_admissions: { jurisdiction: string; bar_number: string }[];
  languages_en: string[];
  languages_es: string[];
  practice_areas_en: string[];
  practice_areas_es: string[];
  associations_en: string[];
  associations_es: string[];
  social: Record<string, string>;
  bio: Record<TLocale, string>;
};

/** A text of the content folder with its `{{tokens}}` filled as the import fills them this year. */
export function filled(text: string): string {
  const tokens = contentTokens(siteConfigFile(), new Date().getFullYear());
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => tokens[name] ?? whole);
}

/** The attorneys of infra/content in the site's order (position, then slug), tokens filled. */
export function attorneyFiles(): TAttorneyFile[] {
  const dir = path.join(CONTENT, 'attorneys');
  return readdirSync(dir)
    .map((slug) => {
      const profile = JSON.parse(
        readFileSync(path.join(dir, slug, 'profile.json'), 'utf8'),
      ) as Omit<TAttorneyFile, 'slug' | 'bio'>;
      return {
        slug,
        ...profile,
        summary_en: filled(profile.summary_en),
        summary_es: filled(profile.summary_es),
        bio: {
          es: filled(readFileSync(path.join(dir, slug, 'bio.es.md'), 'utf8')),
          en: filled(readFileSync(path.join(dir, slug, 'bio.en.md'), 'utf8')),
        },
      };
    })
    .sort((a, b) => a.position - b.position || a.slug.localeCompare(b.slug));
}

/** How many client testimonials the attorney pages have (infra/content/attorney-testimonials.json). */
export function attorneyTestimonialCount(): number {
  return (JSON.parse(readFileSync(path.join(CONTENT, 'attorney-testimonials.json'), 'utf8')) as [])
    .length;
}

/**
 * The first sentence of a Markdown text as the page shows it (emphasis marks dropped), to find a
 * firm-editable text on its page without copying it into the test.
 * @param markdown - a page text or biography
 */
export function firstSentence(markdown: string): string {
  const paragraph = markdown.replace(/^---[\s\S]*?---\s*/, '').split(/\n\s*\n/)[0] ?? '';
  const text = paragraph
    .replace(/\*\*|__|\*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(/(?<=[.:;])\s/)[0] ?? text;
}

/** A page text block of infra/content/pages in a language, tokens filled. */
export function pageTextFile(page: string, block: string, locale: TLocale): string {
  return filled(readFileSync(path.join(CONTENT, 'pages', page, `${block}.${locale}.md`), 'utf8'));
}
