import type { RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollBehavior } from '../../lib/reduced-motion';
import type { TCarouselAlign, TCarouselStart, TSlideRange } from './carousel-logic';
import {
  centreIndex,
  indexAtScroll,
  positionCount,
  scrollLeftOf,
  slidesPerView,
  startPosition,
  stepIndex,
  visibleRange,
} from './carousel-logic';

/** Options of {@link useCarousel}. */
export type TCarouselOptions = {
  count: number;
  align: TCarouselAlign;
  loop: boolean;
  /** The position shown first after hydration (unless the visitor already scrolled the track). */
  start?: TCarouselStart;
};

/** What {@link useCarousel} knows and does. */
export type TCarouselState = {
  /** Attach to the scrolling track; its element children are the slides. */
  trackRef: RefObject<HTMLDivElement | null>;
  /** True once the track has been measured in the browser. */
  ready: boolean;
  index: number;
  positions: number;
  perView: number;
  visible: TSlideRange;
  centre: number;
  /** Scrolls to a position (wrapped or clamped), smoothly unless the visitor asks for less motion. */
  goTo: (index: number) => void;
  /** Moves by `delta` positions. */
  move: (delta: number) => void;
};

// Without the `scrollend` event (Safari before 26), the scroll is taken as ended after this much quiet.
const SCROLL_QUIET_MS = 100;

/**
 * The state of a scroll-snap carousel: measures how many slides fit (from the caller's CSS), follows the
 * position from the scroll offset when a scroll ends (swipe, wheel, keyboard, focus), and scrolls to a
 * position with `scrollTo`. The server render and the hydrating render assume one slide per view at
 * position 0; a `start` other than 0 is scrolled to (instantly) when the track is first measured.
 */
export function useCarousel({ count, align, loop, start = 0 }: TCarouselOptions): TCarouselState {
  const trackRef = useRef<HTMLDivElement>(null);
  const stepRef = useRef(0);
  const startRef = useRef(start);
  const startedRef = useRef(false);
  const [ready, setReady] = useState(false);
  const [perView, setPerView] = useState(1);
  const [index, setIndex] = useState(0);
  const positions = positionCount(count, perView, align);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => {
      clearTimeout(timer);
      const first = track.children[0] as HTMLElement | undefined;
      const second = track.children[1] as HTMLElement | undefined;
      if (!first) return;
      const step = second ? second.offsetLeft - first.offsetLeft : first.offsetWidth;
      const fit = slidesPerView(track.clientWidth, first.offsetWidth, step);
      stepRef.current = step;
      setPerView(fit);
      const positions = positionCount(count, fit, align);
      if (!startedRef.current) {
        startedRef.current = true;
        const first = startPosition(startRef.current, fit, positions, align);
        // Once, at hydration, and only when the visitor has not scrolled the track yet.
        if (first > 0 && track.scrollLeft === 0) {
          track.scrollTo({ left: scrollLeftOf(first, step), behavior: 'instant' });
          setIndex(first);
          return;
        }
      }
      setIndex(indexAtScroll(track.scrollLeft, step, positions));
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, SCROLL_QUIET_MS);
    };
    measure();
    setReady(true);
    track.addEventListener('scroll', onScroll, { passive: true });
    track.addEventListener('scrollend', measure);
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    resize?.observe(track);
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', onScroll);
      track.removeEventListener('scrollend', measure);
      resize?.disconnect();
    };
  }, [count, align]);

  const goTo = useCallback(
    (target: number) => {
      const next = stepIndex(target, 0, positions, loop);
      setIndex(next);
      trackRef.current?.scrollTo({
        left: scrollLeftOf(next, stepRef.current),
        behavior: scrollBehavior(),
      });
    },
    [positions, loop],
  );
  const move = useCallback((delta: number) => goTo(index + delta), [goTo, index]);

  return {
    trackRef,
    ready,
    index,
    positions,
    perView,
    visible: visibleRange(index, perView, count, align),
    centre: centreIndex(index, perView, count, align),
    goTo,
    move,
  };
}
