import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Steps of the browser tests of any page with the shared carousel (components/carousel).
 */

/** A carousel by its accessible name (the section around it may carry the same name). */
export const carouselOf = (page: Page, label: string): Locator =>
  page.locator(`[aria-roledescription="carousel"][aria-label="${label}"]`);

/** How many slides fit the carousel's track: its width over one slide's width, rounded. */
export const slidesPerView = (carousel: Locator): Promise<number> =>
  carousel
    .locator('[role="group"]')
    .first()
    .evaluate((slide) => {
      const track = slide.parentElement as HTMLElement;
      return Math.round(track.clientWidth / slide.getBoundingClientRect().width);
    });

/** Brings a carousel into view (off screen its autoplay pauses) and waits until it is hydrated. */
export async function showCarousel(carousel: Locator): Promise<void> {
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', '');
}

/**
 * Waits until the carousel rests at a position: `data-index` says so and the browser's smooth scroll has
 * arrived there. Until then a scroll-end check (a timer of the page, held by `page.clock`) could read a
 * position on the way and restart the autoplay's delay.
 */
export async function settleAt(carousel: Locator, index: number): Promise<void> {
  await expect(carousel).toHaveAttribute('data-index', String(index));
  await expect
    .poll(() =>
      carousel.locator('[role="group"]').evaluateAll((slides, i) => {
        const track = slides[0]!.parentElement as HTMLElement;
        const target =
          (slides[i] as HTMLElement).offsetLeft - (slides[0] as HTMLElement).offsetLeft;
        const max = track.scrollWidth - track.clientWidth;
        return Math.abs(track.scrollLeft - Math.min(target, max)) <= 1;
      }, index),
    )
    .toBe(true);
}
