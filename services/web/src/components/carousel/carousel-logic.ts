/**
 * Index arithmetic of the scroll-snap carousel, apart from the DOM. A "position" is a place the carousel can
 * rest at: with `start` alignment the first visible slide (the last few slides cannot be first, so there are
 * `count - perView + 1` positions); with `center` alignment the centred slide (every slide can be centred,
 * so there are `count` positions). Position `i` is scrolled to `i * step` pixels in both cases.
 */

/** How slides line up with the track: by their start edge, or centred (so each one can be highlighted). */
export type TCarouselAlign = 'start' | 'center';

/** The first and last slide (0-based, inclusive) that are in view. */
export type TSlideRange = { first: number; last: number };

/**
 * How many slides fit in the track, measured from the layout (the caller sets them with CSS).
 * @param viewportWidth - the track's visible width
 * @param slideWidth - one slide's width
 * @param step - the distance from one slide's start to the next (width plus gap)
 */
export function slidesPerView(viewportWidth: number, slideWidth: number, step: number): number {
  if (step <= 0 || slideWidth <= 0) return 1;
  const gap = step - slideWidth;
  return Math.max(1, Math.round((viewportWidth + gap) / step));
}

/** How many positions (and dots) there are. */
export function positionCount(count: number, perView: number, align: TCarouselAlign): number {
  if (count <= 0) return 0;
  return align === 'center' ? count : Math.max(1, count - Math.max(1, perView) + 1);
}

/** An index held inside `[0, positions - 1]`. */
export function clampIndex(index: number, positions: number): number {
  return Math.min(Math.max(index, 0), Math.max(positions - 1, 0));
}

/** An index wrapped around: one past the last is the first, one before the first is the last. */
export function wrapIndex(index: number, positions: number): number {
  if (positions <= 0) return 0;
  return ((index % positions) + positions) % positions;
}

/** The position `delta` steps away: wrapped when the carousel loops, else stopped at the ends. */
export function stepIndex(index: number, delta: number, positions: number, loop: boolean): number {
  return loop ? wrapIndex(index + delta, positions) : clampIndex(index + delta, positions);
}

/** The position nearest to a scroll offset. */
export function indexAtScroll(scrollLeft: number, step: number, positions: number): number {
  if (step <= 0) return 0;
  return clampIndex(Math.round(scrollLeft / step), positions);
}

/** The scroll offset of a position. */
export function scrollLeftOf(index: number, step: number): number {
  return index * step;
}

/** The slides in view at a position (with `center` alignment, `perView` should be odd). */
export function visibleRange(
  index: number,
  perView: number,
  count: number,
  align: TCarouselAlign,
): TSlideRange {
  const first = align === 'center' ? index - Math.floor((perView - 1) / 2) : index;
  return {
    first: Math.max(first, 0),
    last: Math.min(first + perView - 1, count - 1),
  };
}

/** The slide in the middle of the view: the position itself with `center` alignment. */
export function centreIndex(
  index: number,
  perView: number,
  count: number,
  align: TCarouselAlign,
): number {
  if (align === 'center') return index;
  return Math.min(index + Math.floor((perView - 1) / 2), Math.max(count - 1, 0));
}

/**
 * Where the carousel starts: `'full'` is the first position whose view has no empty room (with `center`
 * alignment, the position that puts the first slide at the left edge; with `start` alignment, 0); a number
 * is that position, held inside the carousel.
 */
export type TCarouselStart = number | 'full';

/** The position a carousel starts at, once it knows how many slides fit. */
export function startPosition(
  start: TCarouselStart,
  perView: number,
  positions: number,
  align: TCarouselAlign,
): number {
  const wanted =
    start === 'full' ? (align === 'center' ? Math.floor((perView - 1) / 2) : 0) : start;
  return clampIndex(wanted, positions);
}

/**
 * Dots while they fit one line of a phone (pause, previous, eight dots and next at 375 px); above that a
 * compact counter ('3 / 24').
 */
export const MAX_DOTS = 8;

/** Whether the controls show one dot per position (else the counter). */
export function showsDots(positions: number, maxDots: number = MAX_DOTS): boolean {
  return positions <= maxDots;
}

/** The counter's text: the first slide in view over the number of slides, e.g. '3 / 24'. */
export function counterText(index: number, count: number): string {
  return `${Math.min(index + 1, count)} / ${count}`;
}
