import { expect, test, type Locator, type Page } from '@playwright/test';
import { ATTORNEY_TESTIMONIAL_SLIDER } from '@firm/shared/constants';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { truncateHtml } from '@firm/web/lib/html-text';
import { gotoHydrated } from '../support/hydrated';
import { settleAt, slidesPerView } from './support/carousel-steps';
import { attorneyTestimonialCount } from './support/firm-content';

const PATH = '/abogados/ana-herrera';
const COUNT = attorneyTestimonialCount();
const { autoplayMs, textMaxChars } = ATTORNEY_TESTIMONIAL_SLIDER;

const carouselOf = (page: Page) => page.getByRole('region', { name: 'Testimonios de clientes' });
const dot = (carousel: Locator, n: number) =>
  carousel.getByRole('button', { name: `Ir a la diapositiva ${n} de ${COUNT}` });

/** Opens the profile with the carousel in view and hydrated. */
async function openCarousel(page: Page): Promise<Locator> {
  await gotoHydrated(page, PATH);
  const carousel = carouselOf(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel).toHaveAttribute('data-ready', '');
  return carousel;
}

test.describe('Client testimonials carousel of the attorney profiles', () => {
  test('When the window is 768 px wide, then three testimonials show at once; at 767 px, one', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    const carousel = await openCarousel(page);
    expect(await slidesPerView(carousel)).toBe(ATTORNEY_TESTIMONIAL_SLIDER.carouselItems);
    await page.setViewportSize({ width: ATTORNEY_TESTIMONIAL_SLIDER.smallMaxPx, height: 900 });
    await expect
      .poll(() => slidesPerView(carousel))
      .toBe(ATTORNEY_TESTIMONIAL_SLIDER.carouselItemsSmall);
  });

  test('When the profile opens on a laptop, then the first view is full: the second testimonial is centred, with the first on its left', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(carousel.locator('[role="group"]').nth(1)).toHaveAttribute('data-centre', '');
    const firstLeft = await carousel
      .locator('[role="group"]')
      .first()
      .evaluate(
        (slide) =>
          slide.getBoundingClientRect().left -
          (slide.parentElement as HTMLElement).getBoundingClientRect().left,
      );
    expect(Math.abs(firstLeft)).toBeLessThan(4);
  });

  test('When a dot is clicked, then the carousel jumps to that testimonial, centres it and highlights it alone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const carousel = await openCarousel(page);
    await dot(carousel, 4).click();
    await expect(carousel).toHaveAttribute('data-index', '3');
    await expect(dot(carousel, 4)).toHaveAttribute('aria-current', 'true');
    const slides = carousel.locator('[role="group"]');
    await expect(carousel.locator('[data-centre]')).toHaveCount(1);
    await expect(slides.nth(3)).toHaveAttribute('data-centre', '');
    // the highlighted one is the one in the middle, with neighbours on both sides
    await expect
      .poll(() =>
        slides.nth(3).evaluate((slide) => {
          const track = (slide.parentElement as HTMLElement).getBoundingClientRect();
          const box = slide.getBoundingClientRect();
          return Math.abs(box.left + box.width / 2 - (track.left + track.width / 2));
        }),
      )
      .toBeLessThan(4);
    const background = (i: number) =>
      slides
        .nth(i)
        .locator('figure')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    // the highlight fades in and the slide it left fades back (short transitions): read the colours
    // once both have ended — right after the jump the new centre may still be white
    await expect
      .poll(async () => (await background(2)) === (await background(4)), {
        message: 'both neighbours of the highlighted testimonial look alike',
      })
      .toBe(true);
    await expect
      .poll(async () => (await background(3)) !== (await background(2)), {
        message: 'the highlighted testimonial stands out from its neighbours',
      })
      .toBe(true);
  });

  test('When time passes, then the carousel advances every 3 s and wraps from the last testimonial to the first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await gotoHydrated(page, PATH);
    await page.clock.pauseAt(Date.now() + 1_000);
    const carousel = carouselOf(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-ready', '');
    await expect(carousel).toHaveAttribute('data-autoplay', 'running');

    // each move waits for the browser's smooth scroll to arrive (the scroll-end check is a timer of the page)
    await dot(carousel, 1).click();
    await page.mouse.move(0, 0);
    await settleAt(carousel, 0);
    await page.clock.runFor(autoplayMs - 1);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await page.clock.runFor(1);
    await settleAt(carousel, 1);
    await expect(carousel.locator('[role="group"]').nth(1)).toHaveAttribute('data-centre', '');

    await dot(carousel, COUNT).click();
    await page.mouse.move(0, 0);
    await settleAt(carousel, COUNT - 1);
    await page.clock.runFor(autoplayMs);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await expect(dot(carousel, 1)).toHaveAttribute('aria-current', 'true');
  });

  test('When the visitor asks for reduced motion, then the carousel does not advance by itself', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(carousel.getByRole('button', { name: 'Reproducir' })).toBeVisible();
  });

  test('When a testimonial is longer than 300 characters, then its text is cut at a word with an ellipsis; shorter ones are whole', async ({
    page,
    request,
  }) => {
    const bodies = (
      (await (await request.get(API_PATHS.attorneyTestimonials)).json()) as TAttorneyTestimonial[]
    ).map((item) => item.body_es);
    await gotoHydrated(page, PATH);
    const quotes = carouselOf(page).locator('blockquote');
    const expected = bodies.map((body) => truncateHtml(body, textMaxChars));
    await expect(quotes).toHaveText(expected);
    for (const text of expected)
      expect(Array.from(text).length).toBeLessThanOrEqual(textMaxChars + 1);
    // the seed has at least one long testimonial, so the cut is seen on the page
    expect(expected.some((text) => text.endsWith('…'))).toBe(true);
  });
});
