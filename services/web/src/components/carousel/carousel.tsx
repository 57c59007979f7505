import type { ReactNode } from 'react';
import { Children, isValidElement, useId, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import styles from './carousel.module.css';
import type { TCarouselLabels } from './carousel-controls';
import type { TCarouselStart } from './carousel-logic';
import { CarouselControls } from './carousel-controls';
import { useAutoplay } from './use-autoplay';
import { useCarousel } from './use-carousel';

/** Props of {@link Carousel}. */
export type TCarouselProps = {
  /** The carousel's accessible name (its region label), e.g. 'Featured stories'. */
  label: string;
  /** Words of the controls and slide names, in the page's language. */
  labels: TCarouselLabels;
  /** One child per slide (give each a `key`). */
  children: ReactNode;
  /** Advance every this many milliseconds after hydration; no autoplay (and no pause button) when missing. */
  autoplayMs?: number;
  /**
   * After the last position comes the first (and before the first, the last).
   * @defaultValue true
   */
  loop?: boolean;
  /**
   * Slides snap to the centre, every slide can be the centred one, and that slide carries `data-centre`
   * (style it from the caller's CSS). Use an odd `--slides-per-view`.
   * @defaultValue false
   */
  highlightCentre?: boolean;
  /**
   * The position shown first after hydration: a number, or `'full'` for the first view without empty room
   * (with `highlightCentre` and 3 per view, the second slide centred, so the first view is full).
   * @defaultValue 0
   */
  startIndex?: TCarouselStart;
  /** The caller's class on the root: sets `--slides-per-view` (and `--carousel-gap`) per breakpoint. */
  className?: string;
  /** The caller's class on every slide wrapper. */
  slideClassName?: string;
};

/**
 * One generic carousel: a CSS scroll-snap track with every slide in the server HTML (swipe or scroll works
 * before JavaScript), enhanced after hydration with previous/next, dots, autoplay with a pause/play
 * button, and looping. Slides per view come from the caller's CSS (`--slides-per-view`), so breakpoints are
 * plain media queries. The transition is the browser's smooth scroll (instant under reduced motion): its
 * duration cannot be set.
 *
 * @example
 * <Carousel label={copy.featured} labels={copy.carousel} autoplayMs={3000} className={styles.featured}>
 *   {items.map((item) => <Card key={item.id} item={item} />)}
 * </Carousel>
 */
export function Carousel({
  label,
  labels,
  children,
  autoplayMs,
  loop = true,
  highlightCentre = false,
  startIndex = 0,
  className,
  slideClassName,
}: TCarouselProps) {
  const slides = Children.toArray(children);
  const count = slides.length;
  const align = highlightCentre ? 'center' : 'start';
  const rootRef = useRef<HTMLDivElement>(null);
  const trackId = useId();
  const carousel = useCarousel({ count, align, loop, start: startIndex });
  const { ready, index, positions, visible, centre } = carousel;
  const autoplay = useAutoplay({
    rootRef,
    delayMs: autoplayMs,
    enabled: ready && positions > 1,
    onTick: () => carousel.move(1),
    position: index,
  });
  if (count === 0) return null;

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={classNames(styles.carousel, className)}
      data-ready={ready ? '' : undefined}
      data-static={ready && positions <= 1 ? '' : undefined}
      data-index={index}
      data-autoplay={autoplayMs ? (autoplay.running ? 'running' : 'paused') : undefined}
      {...autoplay.handlers}
    >
      <div
        id={trackId}
        ref={carousel.trackRef}
        className={styles.track}
        data-align={align}
        // The track scrolls: focusable so the arrow keys scroll it even when no slide has a link
        // (axe's scrollable-region-focusable); the carousel around it is the labelled region.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        {slides.map((slide, i) => (
          <div
            key={isValidElement(slide) && slide.key !== null ? slide.key : i}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, count)}
            className={classNames(styles.slide, slideClassName)}
            data-centre={highlightCentre && i === centre ? '' : undefined}
            data-visible={ready && i >= visible.first && i <= visible.last ? '' : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <CarouselControls
          labels={labels}
          trackId={trackId}
          count={count}
          positions={positions}
          index={index}
          loop={loop}
          autoplay={Boolean(autoplayMs)}
          paused={autoplay.paused}
          onToggle={autoplay.toggle}
          onGoTo={carousel.goTo}
          onMove={carousel.move}
        />
      ) : null}
    </div>
  );
}
