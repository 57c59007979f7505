import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ZSiteConfigSchema } from '@firm/shared/content/site-config';
import { ContentError, type TContentBundle } from './content-bundle';
import { contentTokens, fillBundleTokens } from './content-tokens';
import { loadAttorneys } from './load-attorneys';
import { loadBlogPosts, loadCategories } from './load-blog';
import { loadPageTexts } from './load-page-texts';
import {
  loadAttorneyTestimonials,
  loadGiveaways,
  loadLives,
  loadReviews,
  loadTravel,
} from './load-collections';
import { readJson, type TProblems } from './read-content-file';
import { fileItems } from '../item-collections/item-file';
import { ITEM_SPECS } from '../item-collections/item-specs';
import { responsibleAttorneyProblems } from './responsible-attorney';

/** The media file names of `media/` (the folder is flat). */
export function listMediaFiles(root: string): string[] {
  const dir = path.join(root, 'media');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();
}

function checkUnique(values: string[], what: string, problems: TProblems): void {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) problems.push(`${what} "${value}" is used twice`);
    seen.add(value);
  }
}

/** Every media file name the content refers to, with where it is used. */
function mediaReferences(bundle: TContentBundle): [string, string][] {
  return [
    ...bundle.posts
      .filter((p) => p.main_media)
      .map((p): [string, string] => [p.main_media, `blog/${p.source_key}/meta.json`]),
    ...bundle.attorneys.map((a): [string, string] => [a.photo, `attorneys/${a.slug}/profile.json`]),
    ...bundle.reviews.map((r): [string, string] => [r.imagen, 'google-reviews.json']),
    ...bundle.travel.flatMap((t): [string, string][] => [
      [t.foto, 'travel-testimonials.json'],
      [t.poster, 'travel-testimonials.json'],
    ]),
    ...bundle.giveaways.map((g): [string, string] => [g.foto, 'giveaway-testimonials.json']),
    ...bundle.attorneyTestimonials.map((t): [string, string] => [
      t.foto,
      'attorney-testimonials.json',
    ]),
    ...bundle.lives.flatMap((l): [string, string][] => [
      [l.imagen_es, 'lives.json'],
      [l.imagen_en, 'lives.json'],
    ]),
  ];
}

/** Media paths written inside HTML bodies (`/images/files/<name>`). */
function bodyMediaReferences(bundle: TContentBundle): [string, string][] {
  const bodies = [
    ...bundle.posts.flatMap((p) => [
      [p.body_es, `blog/${p.source_key}`],
      [p.body_en, `blog/${p.source_key}`],
    ]),
    ...bundle.attorneys.flatMap((a) => [
      [a.bio_es, `attorneys/${a.slug}`],
      [a.bio_en, `attorneys/${a.slug}`],
    ]),
    ...bundle.pageTexts.flatMap((t) => [
      [t.body_es, `pages/${t.source_key}.es.md`],
      [t.body_en, `pages/${t.source_key}.en.md`],
    ]),
  ];
  return bodies.flatMap(([html, where]) =>
    Array.from(
      (html as string).matchAll(/src="\/images\/files\/([^"]+)"/g),
      (m): [string, string] => [m[1] as string, where as string],
    ),
  );
}

/**
 * Reads, validates and cross-checks the whole content folder (Markdown rendered, HTML sanitized,
 * index anchors present in both bodies, every referenced category, author and media file present,
 * the `{{tokens}}` of the texts filled from the site configuration).
 * @param year - the year the years of experience are counted to (the import's)
 * @throws ContentError listing every problem found
 */
export function loadContent(root: string, year = new Date().getFullYear()): TContentBundle {
  const problems: TProblems = [];
  const siteConfig = readJson(root, 'site-config.json', ZSiteConfigSchema, problems);
  const read = {
    categories: loadCategories(root, problems),
    posts: loadBlogPosts(root, problems),
    attorneys: loadAttorneys(root, problems),
    reviews: loadReviews(root, problems),
    travel: loadTravel(root, problems),
    giveaways: loadGiveaways(root, problems),
    attorneyTestimonials: loadAttorneyTestimonials(root, problems),
    lives: loadLives(root, problems),
    pageTexts: loadPageTexts(root, problems),
  };
  const bundle = siteConfig
    ? fillBundleTokens(read, contentTokens(siteConfig, year), problems)
    : read;
  const categoryKeys = new Set(bundle.categories.map((c) => c.source_key));
  const authors = new Set(bundle.attorneys.map((a) => a.slug));
  for (const post of bundle.posts) {
    if (post.category_key && !categoryKeys.has(post.category_key))
      problems.push(`blog/${post.source_key}/meta.json: unknown category "${post.category_key}"`);
    if (post.author_slug && !authors.has(post.author_slug))
      problems.push(`blog/${post.source_key}/meta.json: unknown author "${post.author_slug}"`);
  }
  checkUnique(
    bundle.categories.map((c) => c.source_key),
    'category key',
    problems,
  );
  checkUnique(
    bundle.categories.map((c) => c.url_en),
    'category url_en',
    problems,
  );
  checkUnique(
    bundle.categories.map((c) => c.url_es),
    'category url_es',
    problems,
  );
  // the addresses of published languages are the site's: one article each (a draft's is not yet)
  for (const lang of ['es', 'en'] as const) {
    checkUnique(
      bundle.posts.filter((p) => p.languages.includes(lang)).map((p) => p[`url_${lang}`]),
      `blog url_${lang}`,
      problems,
    );
  }
  for (const [file, list] of [
    ['google-reviews.json', bundle.reviews],
    ['travel-testimonials.json', bundle.travel],
    ['giveaway-testimonials.json', bundle.giveaways],
    ['attorney-testimonials.json', bundle.attorneyTestimonials],
    ['lives.json', bundle.lives],
  ] as const) {
    checkUnique(
      list.map((row) => row.source_key),
      `${file} key`,
      problems,
    );
  }
  if (siteConfig && !siteConfig.phones.some((phone) => phone.id === siteConfig.callback.phone_id))
    problems.push(
      `site-config.json: callback.phone_id "${siteConfig.callback.phone_id}" is none of phones`,
    );
  if (siteConfig && !authors.has(siteConfig.firm.founder_slug)) {
    problems.push(
      `site-config.json: firm.founder_slug "${siteConfig.firm.founder_slug}" has no attorneys/ folder`,
    );
  }
  if (siteConfig) problems.push(...responsibleAttorneyProblems(siteConfig, bundle.attorneys));
  const media = new Set(listMediaFiles(root));
  const items = Object.fromEntries(
    ITEM_SPECS.map((spec) => [
      spec.kind,
      fileItems(spec, root, { attorneySlugs: [...authors].sort() }),
    ]),
  );
  for (const testimonial of items['attorney-testimonials'] ?? []) {
    const document = testimonial.document as { attorneys?: string[] };
    for (const slug of document.attorneys ?? []) {
      if (!authors.has(slug))
        problems.push(
          `attorney-testimonials.json: "${testimonial.key}" names attorney "${slug}", who has no attorneys/ folder`,
        );
    }
  }
  const complete = {
    ...bundle,
    siteConfig: siteConfig as NonNullable<typeof siteConfig>,
    items,
  };
  for (const [file, where] of [...mediaReferences(complete), ...bodyMediaReferences(complete)]) {
    if (!media.has(file)) problems.push(`${where}: media file "${file}" is not in media/`);
  }
  if (problems.length > 0 || !siteConfig) throw new ContentError(problems);
  return complete;
}
