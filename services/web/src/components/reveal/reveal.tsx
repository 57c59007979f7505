import type { ReactNode } from 'react';
import { createElement, useEffect, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import { canObserveInView, onceInView } from '../../lib/in-view';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { shouldHoldForReveal } from './reveal-logic';
import styles from './reveal.module.css';

/** Props of {@link Reveal}. */
export type TRevealProps = {
  /**
   * The element to render.
   * @defaultValue 'div'
   */
  as?: 'div' | 'section' | 'article' | 'li' | 'figure';
  className?: string;
  /** The element's id, e.g. for aria-labelledby or a fragment link. */
  id?: string;
  /** The id of the element's heading: names a `section` (a region landmark). */
  labelledBy?: string;
  children: ReactNode;
};

/**
 * Content that fades and slides in once, the first time it scrolls into view. It is visible in the server
 * HTML; after hydration only an element still wholly below the viewport is held back (`data-reveal=
 * "pending"`), then shown on arrival. Nothing is held back under `prefers-reduced-motion`, without
 * IntersectionObserver, or when JavaScript does not run, so crawlers and every visitor get the content.
 *
 * @example
 * <Reveal as="section" className={styles.intro}>…</Reveal>
 */
export function Reveal({ as = 'div', className, id, labelledBy, children }: TRevealProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const hold = shouldHoldForReveal({
      top: element.getBoundingClientRect().top,
      viewportHeight: window.innerHeight,
      reducedMotion: prefersReducedMotion(),
      canObserve: canObserveInView(),
    });
    if (!hold) return;
    // Written in the next frame: every Reveal of the page reads its place first (one layout), instead of
    // each write forcing the next one's read to lay the page out again.
    let stop: (() => void) | undefined;
    const frame = requestAnimationFrame(() => {
      element.dataset.reveal = 'pending';
      // Shown as soon as a pixel arrives: a narrower margin could leave an element near the page's end hidden.
      stop = onceInView(element, () => (element.dataset.reveal = 'shown'));
    });
    return () => {
      cancelAnimationFrame(frame);
      stop?.();
      if (element.dataset.reveal === 'pending') delete element.dataset.reveal;
    };
  }, []);
  return createElement(
    as,
    { ref, id, 'aria-labelledby': labelledBy, className: classNames(styles.reveal, className) },
    children,
  );
}
