import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { filled } from './firm-content';

/**
 * What the firm wrote in infra/content, read the way the tests of the social-proof pages need it: the
 * lists (in their shown order), a page of a list, and the published blog posts. Counts come from here,
 * never from numbers written in the tests, so the firm can edit its content.
 */
const CONTENT = path.join(process.cwd(), 'infra/content');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(CONTENT, file), 'utf8')) as T;
}

export type TTravel = { foto: string; poster: string; alt_en: string; alt_es: string };
export type TGiveaway = { foto: string; alt_en: string; alt_es: string };
export type TLive = {
  url: string;
  imagen_es: string;
  nombre_es: string;
  imagen_en: string;
  nombre_en: string;
};

export const travelTestimonials = () => readJson<TTravel[]>('travel-testimonials.json');
export const giveawayTestimonials = () => readJson<TGiveaway[]>('giveaway-testimonials.json');
export const lives = () => readJson<TLive[]>('lives.json');

export type TReview = { nombre: string; body_en: string; body_es: string; published_at: string };

/** The Google reviews, newest first (the order the site shows them). */
export const googleReviews = () =>
  readJson<TReview[]>('google-reviews.json').sort((a, b) =>
    b.published_at.localeCompare(a.published_at),
  );

/** The firm's Google write-a-review address. */
export const googleReviewUrl = () =>
  readJson<{ google_review_url: string }>('site-config.json').google_review_url;

/** The items of page `page` (1-based) of a list at `perPage` a page. */
export function pageOf<T>(all: T[], page: number, perPage: number): T[] {
  return all.slice((page - 1) * perPage, page * perPage);
}

/** How many pages a list of `count` makes at `perPage` a page. */
export const pagesOf = (count: number, perPage: number) => Math.ceil(count / perPage);

/**
 * A regular expression matching the fingerprinted name the site serves for a media file
 * (`giveaway-01.jpg` → `/images/files/giveaway-01.<hash>.jpg` or one of its renditions).
 */
export function servedAs(file: string): RegExp {
  const base = file.replace(/\.[a-z0-9]+$/i, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`/images/files/${base}\\.[0-9a-f]{8}`);
}

/** A blog post in one language as its front matter gives it. */
export type TPostText = { url: string; titulo: string };

/** A published blog post: its folder, category key, date and both languages' address and title. */
export type TPost = { folder: string; category: string; created_at: string } & Record<
  'en' | 'es',
  TPostText
>;

function frontMatter(file: string): TPostText {
  const text = readFileSync(path.join(CONTENT, file), 'utf8');
  const field = (name: string) => {
    const raw = new RegExp(`^${name}: (.*)$`, 'm').exec(text)?.[1]?.trim() ?? '';
    if (raw.startsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
    return raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  };
  return { url: field('url'), titulo: field('titulo') };
}

/** The published blog posts, newest first (the order of the blog list). */
export function publishedPosts(): TPost[] {
  return readdirSync(path.join(CONTENT, 'blog'))
    .map((folder) => ({
      folder,
      meta: readJson<{ category: string; created_at: string; published?: boolean }>(
        `blog/${folder}/meta.json`,
      ),
    }))
    .filter(({ meta }) => meta.published !== false)
    .map(({ folder, meta }) => ({
      folder,
      category: meta.category,
      created_at: meta.created_at,
      en: frontMatter(`blog/${folder}/en.md`),
      es: frontMatter(`blog/${folder}/es.md`),
    }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/** A blog category's key and both languages' addresses. */
export const categories = () =>
  readJson<{ key: string; url_en: string; url_es: string }[]>('categories.json');

/** The `##` headings of a page text block in a language, in order. */
export function pageTextHeadings(page: string, block: string, lang: 'en' | 'es'): string[] {
  const text = readFileSync(path.join(CONTENT, 'pages', page, `${block}.${lang}.md`), 'utf8');
  return [...text.matchAll(/^## (.+?)\s*\{#[a-z0-9-]+\}\s*$/gm)].map((m) => m[1] ?? '');
}

/** The founder's attorney profile (its `{{tokens}}` filled as the import fills them). */
export const founderProfile = () => {
  const profile = readJson<{
    name: string;
    role_en: string;
    role_es: string;
    summary_en: string;
    summary_es: string;
    bar_admissions: { jurisdiction: string; bar_number: string }[];
    languages_en: string[];
    languages_es: string[];
  }>('attorneys/ana-herrera/profile.json');
  return {
    ...profile,
    summary_en: filled(profile.summary_en),
    summary_es: filled(profile.summary_es),
  };
};

/** The page numbers a pagination shows, in order (the links' text, Previous and Next left out). */
export async function pageNumbers(nav: Locator): Promise<string[]> {
  return nav.locator('a:not([rel])').allInnerTexts();
}

/**
 * After a page change, the section has come to the top of the view (below the sticky header) and holds
 * the focus, so a screen reader goes on from the new items.
 */
export async function expectScrolledTo(page: Page, section: Locator): Promise<void> {
  await expect(section).toBeFocused();
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(0);
  await expect
    .poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5_000 })
    .toBeLessThanOrEqual(120);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
}
