import { expect, test, type Locator, type Page } from '@playwright/test';
import { BLOG_CAROUSEL, HERO, REVIEWS_CAROUSEL } from '@firm/shared/constants';
import { gotoHydrated } from '../support/hydrated';
import { carouselOf, settleAt, showCarousel, slidesPerView } from './support/carousel-steps';
import { featuredPosts, HOME_CASES } from './support/home-content';
import { googleReviews } from './support/social-content';

/** Slides per view of the news and reviews carousels at the widths around their breakpoints (SPEC §9). */
const BREAKPOINTS = [
  { width: 1281, news: BLOG_CAROUSEL.slidesPerView, reviews: REVIEWS_CAROUSEL.slidesPerView },
  { width: 1280, news: BLOG_CAROUSEL.slidesPerView, reviews: REVIEWS_CAROUSEL.slidesPerViewMedium },
  { width: 768, news: BLOG_CAROUSEL.slidesPerView, reviews: REVIEWS_CAROUSEL.slidesPerViewMedium },
  {
    width: 767,
    news: BLOG_CAROUSEL.slidesPerViewSmall,
    reviews: REVIEWS_CAROUSEL.slidesPerViewSmall,
  },
];

const dotName = (lang: 'en' | 'es', n: number, total: number) =>
  lang === 'en' ? `Go to slide ${n} of ${total}` : `Ir a la diapositiva ${n} de ${total}`;

/** Presses a control of the carousel, moves the pointer away and waits until the carousel rests at `index`. */
async function press(
  page: Page,
  carousel: Locator,
  control: Locator,
  index: number,
): Promise<void> {
  await control.click();
  await page.mouse.move(0, 0);
  await settleAt(carousel, index);
}

/**
 * Opens the page on a paused clock (README: Browser tests with `page.clock`), brings the carousel into
 * view and moves it by hand to its first slide (next, then previous) with the mouse away: the autoplay's
 * delay restarts with each move, so the next advance comes exactly one delay later.
 */
async function openOnClock(page: Page, path: string, label: string): Promise<Locator> {
  await page.clock.install();
  await gotoHydrated(page, path);
  await page.clock.pauseAt(Date.now() + 1_000);
  const carousel = carouselOf(page, label);
  await showCarousel(carousel);
  await expect(carousel).toHaveAttribute('data-autoplay', 'running');
  await press(page, carousel, carousel.locator('[data-part="next"]'), 1);
  await press(page, carousel, carousel.locator('[data-part="previous"]'), 0);
  return carousel;
}

for (const c of HOME_CASES) {
  test.describe(`Home carousels ${c.path}`, () => {
    for (const bp of BREAKPOINTS) {
      test(`When the window is ${bp.width} px wide, then the hero shows 1 slide, the news ${bp.news} and the reviews ${bp.reviews}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: bp.width, height: 900 });
        await gotoHydrated(page, c.path);
        for (const [label, expected] of [
          [c.hero, HERO.slidesPerView],
          [c.news, bp.news],
          [c.reviews, bp.reviews],
        ] as const) {
          const carousel = carouselOf(page, label);
          await showCarousel(carousel);
          await expect.poll(() => slidesPerView(carousel)).toBe(expected);
        }
      });
    }

    test(`When time passes, then the hero advances every ${HERO.autoplayMs} ms and wraps from the fourth slide to the first`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const hero = await openOnClock(page, c.path, c.hero);
      await page.clock.runFor(HERO.autoplayMs - 1);
      await expect(hero).toHaveAttribute('data-index', '0');
      await page.clock.runFor(1);
      await settleAt(hero, 1);
      const last = hero.getByRole('button', { name: dotName(c.lang, HERO.slides, HERO.slides) });
      await press(page, hero, last, HERO.slides - 1);
      await page.clock.runFor(HERO.autoplayMs);
      await expect(hero).toHaveAttribute('data-index', '0');
    });

    test(`When time passes, then the news advance every ${BLOG_CAROUSEL.autoplayMs} ms and wrap from the last position to the first`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 767, height: 900 });
      const news = await openOnClock(page, c.path, c.news);
      const count = featuredPosts().length;
      await page.clock.runFor(BLOG_CAROUSEL.autoplayMs - 1);
      await expect(news).toHaveAttribute('data-index', '0');
      await page.clock.runFor(1);
      await settleAt(news, 1);
      const last = news.getByRole('button', { name: dotName(c.lang, count, count) });
      await press(page, news, last, count - 1);
      await page.clock.runFor(BLOG_CAROUSEL.autoplayMs);
      await expect(news).toHaveAttribute('data-index', '0');
    });

    test(`When 24 reviews show one at a time on a phone, then a counter replaces the dots and follows the autoplay every ${REVIEWS_CAROUSEL.autoplayMs} ms`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const total = googleReviews().length;
      const reviews = await openOnClock(page, c.path, c.reviews);
      await expect(reviews.locator('[data-part="dot"]')).toHaveCount(0);
      const counter = reviews.locator('[data-part="counter"]');
      await expect(counter).toContainText(`1 / ${total}`);
      await expect(counter).toContainText(c.counter(1, total));
      const controls = await reviews.locator('[data-part="controls"]').boundingBox();
      expect(controls!.width).toBeLessThanOrEqual(375);
      await page.clock.runFor(REVIEWS_CAROUSEL.autoplayMs);
      await settleAt(reviews, 1);
      await expect(counter).toContainText(`2 / ${total}`);
      const previous = reviews.locator('[data-part="previous"]');
      await press(page, reviews, previous, 0);
      await press(page, reviews, previous, total - 1);
      await expect(counter).toContainText(`${total} / ${total}`);
    });

    test('When the pointer rests on a carousel, then it does not advance; once it leaves, it goes on', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const news = await openOnClock(page, c.path, c.news);
      await news.locator('[role="group"]').first().hover();
      await expect(news).toHaveAttribute('data-autoplay', 'paused');
      await page.clock.runFor(BLOG_CAROUSEL.autoplayMs * 3);
      await expect(news).toHaveAttribute('data-index', '0');
      await page.mouse.move(0, 0);
      await expect(news).toHaveAttribute('data-autoplay', 'running');
      await page.clock.runFor(BLOG_CAROUSEL.autoplayMs);
      await settleAt(news, 1);
    });

    test(`When the visitor presses '${c.pause}', then the hero stops until '${c.play}' is pressed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      const hero = await openOnClock(page, c.path, c.hero);
      await hero.getByRole('button', { name: c.pause }).click();
      await page.mouse.move(0, 0);
      await expect(hero).toHaveAttribute('data-autoplay', 'paused');
      await page.clock.runFor(HERO.autoplayMs * 2);
      await expect(hero).toHaveAttribute('data-index', '0');
      await hero.getByRole('button', { name: c.play }).click();
      await page.mouse.move(0, 0);
      await expect(hero).toHaveAttribute('data-autoplay', 'running');
      await page.clock.runFor(HERO.autoplayMs);
      await settleAt(hero, 1);
    });

    test('When the visitor asks for reduced motion, then no carousel of the page advances by itself', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await gotoHydrated(page, c.path);
      await page.clock.pauseAt(Date.now() + 1_000);
      for (const label of [c.hero, c.news, c.reviews]) {
        const carousel = carouselOf(page, label);
        await showCarousel(carousel);
        await page.mouse.move(0, 0);
        await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
        await expect(carousel.getByRole('button', { name: c.play })).toBeVisible();
        await page.clock.runFor(HERO.autoplayMs * 2);
        await expect(carousel).toHaveAttribute('data-index', '0');
      }
    });
  });
}
