import { expect, test } from '@playwright/test';
import { BLOG_CAROUSEL, FOUNDER_SLUG } from '@firm/shared/constants';
import type { THomePost } from '@firm/shared/content/home-post';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import { truncateHtml } from '@firm/web/lib/html-text';
import { COPY } from '@firm/web/pages/home/home-copy';
import { axeViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydrated';
import { carouselOf } from './support/carousel-steps';
import { featuredPosts, HOME_CASES, revealAll } from './support/home-content';
import { firstSentence, pageTextFile } from './support/firm-content';
import { saveScreens } from '../support/screens';
import { googleReviews, googleReviewUrl } from './support/social-content';

const HERO_LINKS = ['immigrationLawyer', 'vawaVisa', 'tVisa', 'uVisa'] as const;

for (const c of HOME_CASES) {
  const copy = COPY[c.lang];

  test.describe(`Home page ${c.path}`, () => {
    test(`When ${c.path} opens, then the hero's four slides link to the immigration, VAWA, T and U pages and the first image is the page's priority image`, async ({
      page,
    }) => {
      await gotoHydrated(page, c.path);
      const hero = carouselOf(page, c.hero);
      await expect(page.locator('h1')).toHaveText(copy.hero.claim.heading);
      const slides = hero.locator('[role="group"]');
      await expect(slides).toHaveCount(HERO_LINKS.length);
      for (const [i, route] of HERO_LINKS.entries())
        await expect(slides.nth(i).locator('a')).toHaveAttribute('href', getHref(route, c.lang));
      const first = slides.nth(0).locator('img');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('width', /\d+/);
      await expect(first).toHaveAttribute('height', /\d+/);
      await expect(slides.nth(0).locator('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        /\.avif \d+w/,
      );
      await expect(slides.nth(0).locator('source[type="image/webp"]')).toHaveCount(1);
      for (const i of [1, 2, 3])
        await expect(slides.nth(i).locator('img')).toHaveAttribute('loading', 'lazy');
      expect(
        await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
    });

    test(`When ${c.path} opens, then every section below the hero is there with the firm's texts, and its media wait to be needed`, async ({
      page,
    }) => {
      await gotoHydrated(page, c.path);
      const main = page.locator('main');
      for (const heading of [
        copy.servicesHeading,
        copy.aboutHeading,
        copy.missionHeading,
        copy.livesHeading,
        copy.reviewsHeading,
        copy.visasHeading,
        copy.newsHeading,
        c.reviewsHeading,
      ])
        await expect(
          main.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      // the three practice areas, the page texts the firm edits
      await expect(main.locator('[data-area]')).toHaveCount(3);
      for (const block of ['about', 'mission'])
        await expect(main).toContainText(firstSentence(pageTextFile('home', block, c.lang)));
      const steps = pageTextFile('home', 'how-it-works', c.lang).match(/^\d+\. /gm) ?? [];
      expect(steps.length).toBeGreaterThan(0);
      const visas = main.getByRole('region', { name: copy.visasHeading });
      await expect(visas.locator('ol > li')).toHaveCount(steps.length);
      // the firm's video: its poster once near (not in the server's HTML, so it does not share the first
      // paint's connection), nothing else until played, words for browsers that cannot play it
      const video = main.locator('video');
      await expect(video).toHaveAttribute('preload', 'none');
      expect(await (await page.request.get(c.path)).text()).not.toMatch(/<video[^>]*poster=/);
      await video.scrollIntoViewIfNeeded();
      await expect(video).toHaveAttribute('poster', /home-firm-poster/);
      await expect(video).toContainText(copy.videoFallback);
      // the mission's background comes from data-src, when the band approaches
      await expect(main.locator('[data-src*="home-mission-bg"]')).toHaveCount(1);
      // the lives section leads to the founder's page, the teaser to the reviews page
      const founder = getHref('founderLanding', c.lang, { name: FOUNDER_SLUG });
      await expect(main.getByRole('link', { name: copy.livesLink })).toHaveAttribute(
        'href',
        founder,
      );
      await expect(main.locator('[data-slot="latest-live"]')).toHaveAttribute('href', founder);
      const reviewsPage = getHref(c.lang === 'en' ? 'reviews' : 'testimonials', c.lang);
      await expect(main.getByRole('link', { name: copy.reviewsLink })).toHaveAttribute(
        'href',
        reviewsPage,
      );
      await expect(main.getByRole('link', { name: copy.newsLink })).toHaveAttribute(
        'href',
        getHref('blog', c.lang),
      );
    });

    test(`When ${c.path} opens, then the news carousel holds the featured articles with their titles and 100-character previews`, async ({
      page,
      request,
    }) => {
      const posts = featuredPosts();
      const api = (await (await request.get(API_PATHS.featuredBlogs)).json()) as THomePost[];
      await gotoHydrated(page, c.path);
      const slides = carouselOf(page, c.news).locator('[role="group"]');
      await expect(slides).toHaveCount(posts.length);
      await expect(slides.locator('h3')).toHaveText(posts.map((post) => post[c.lang].titulo));
      for (const [i, post] of posts.entries())
        await expect(slides.nth(i).locator('h3 a')).toHaveAttribute(
          'href',
          getHref('blogArticle', c.lang, { slug: post[c.lang].url }),
        );
      const previews = api.map((post) =>
        truncateHtml(c.lang === 'en' ? post.body_en : post.body_es, BLOG_CAROUSEL.bodyPreviewChars),
      );
      await expect(slides.locator('p')).toHaveText(previews);
      for (const preview of previews) {
        expect(Array.from(preview).length).toBeLessThanOrEqual(BLOG_CAROUSEL.bodyPreviewChars + 1);
        expect(preview.endsWith('…')).toBe(true);
      }
    });

    test(`When ${c.path} opens, then every Google review is a slide and 'write us a review' opens the firm's Google page in a new tab`, async ({
      page,
    }) => {
      await gotoHydrated(page, c.path);
      const slides = carouselOf(page, c.reviews).locator('[role="group"]');
      await expect(slides).toHaveCount(googleReviews().length);
      await expect(slides.first()).toContainText(googleReviews()[0]!.nombre);
      const write = page.locator('main [data-slot="write-review"]');
      await expect(write).toBeVisible();
      await expect(write).toHaveAttribute('href', googleReviewUrl());
      await expect(write).toHaveAttribute('target', '_blank');
      await expect(write).toContainText(
        c.lang === 'en' ? 'Write us a review' : 'Déjenos una reseña en Google',
      );
    });

    test(`When ${c.path} is checked with axe, then there is no violation`, async ({ page }) => {
      await gotoHydrated(page, c.path);
      await revealAll(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`When ${c.path} is looked at on a phone and a laptop, then full-page screenshots are saved`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await saveScreens(page, c.path, `home-${c.lang}`);
    });
  });
}

test('When the home page is scrolled to its end on a phone, then the footer’s last line is above the WhatsApp button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/');
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  const lastLine = page.locator('footer p').last();
  const button = page.locator('a[href*="wa.me"], a[href*="whatsapp"]').last();
  await expect(button).toBeVisible();
  const textBox = await lastLine.boundingBox();
  const buttonBox = await button.boundingBox();
  expect(textBox!.y + textBox!.height).toBeLessThanOrEqual(buttonBox!.y);
});
