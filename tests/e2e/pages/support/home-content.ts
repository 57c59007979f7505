import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { TLocale } from '@firm/shared/i18n/locale';
import { HOME_POSTS_LIMIT } from '@firm/content-api/blog/blog.service';
import { COPY } from '@firm/web/pages/home/home-copy';
import { publishedPosts, type TPost } from './social-content';

/** What the home tests need of a language: its path and the words they look for. */
export type THomeCase = {
  lang: TLocale;
  path: string;
  hero: string;
  news: string;
  /** The reviews carousel's name: the section's heading (sample content claims nothing). */
  reviews: string;
  /**
   * The reviews section's heading while the site still shows sample content, as the browser tests
   * find it (issue 30 §3: it claims nothing; "Reseñas de Google" once no sample is left).
   */
  reviewsHeading: string;
  noReviews: string;
  pause: string;
  play: string;
  /** The counter's words for screen readers, e.g. 'Diapositiva 2 de 24'. */
  counter: (n: number, total: number) => string;
};

export const HOME_CASES: THomeCase[] = [
  {
    lang: 'es',
    path: '/',
    hero: COPY.es.heroLabel,
    news: COPY.es.newsLabel,
    reviews: 'Reseñas de clientes',
    reviewsHeading: 'Reseñas de clientes',
    noReviews: 'No hay reseñas disponibles',
    pause: 'Pausar',
    play: 'Reproducir',
    counter: (n, total) => `Diapositiva ${n} de ${total}`,
  },
  {
    lang: 'en',
    path: '/en',
    hero: COPY.en.heroLabel,
    news: COPY.en.newsLabel,
    reviews: 'Client reviews',
    reviewsHeading: 'Client reviews',
    noReviews: 'No reviews available',
    pause: 'Pause',
    play: 'Play',
    counter: (n, total) => `Slide ${n} of ${total}`,
  },
];

/** The featured posts of infra/content as the home carousel lists them (newest first, at most 6). */
export function featuredPosts(): TPost[] {
  const content = path.join(process.cwd(), 'infra/content/blog');
  const featured = publishedPosts().filter(
    (post) =>
      (
        JSON.parse(readFileSync(path.join(content, post.folder, 'meta.json'), 'utf8')) as {
          featured?: boolean;
        }
      ).featured === true,
  );
  return featured.slice(0, HOME_POSTS_LIMIT);
}

/**
 * Scrolls the page to its end and back, then waits until every section held back for its scroll-in has
 * arrived and its fade has ended: what a visitor sees once they have scrolled, and what axe should check
 * (a section caught mid-fade has see-through text).
 */
export async function revealAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await expect(page.locator('[data-reveal="pending"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running').length,
      ),
    )
    .toBe(0);
}
