import type { ReactNode } from 'react';
import { createElement, useEffect, useRef } from 'react';
import { classNames } from '../../lib/class-names';
import { onceInView } from '../../lib/in-view';
import { cssUrl } from './reveal-logic';
import styles from './lazy-background.module.css';

/** Props of {@link LazyBackground}. */
export type TLazyBackgroundProps = {
  /** The background image's address (also rendered as `data-src`). */
  src: string;
  /**
   * The element to render.
   * @defaultValue 'div'
   */
  as?: 'div' | 'section' | 'header' | 'aside';
  /** The caller's class: background size, position and colour (the image arrives as `--lazy-background`). */
  className?: string;
  id?: string;
  children?: ReactNode;
};

// Start loading a little before the element arrives.
const LOAD_MARGIN = '200px 0px';

/**
 * An element whose decorative background image is fetched only when it comes within 200 px of the
 * viewport: after hydration, `--lazy-background` is set on it from JavaScript (CSSOM, allowed by the CSP)
 * and the class applies it as `background-image`. A caller that layers the image (e.g. under a gradient)
 * uses `var(--lazy-background, none)` in its own `background-image`. Without IntersectionObserver the image
 * loads at once; without JavaScript it does not load (keep text readable on the background colour).
 *
 * @example
 * <LazyBackground as="section" src={mediaPath('texture.webp')} className={styles.banner}>…</LazyBackground>
 */
export function LazyBackground({ src, as = 'div', className, id, children }: TLazyBackgroundProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return onceInView(
      element,
      () => element.style.setProperty('--lazy-background', cssUrl(src)),
      LOAD_MARGIN,
    );
  }, [src]);
  return createElement(
    as,
    { ref, id, 'data-src': src, className: classNames(styles.lazy, className) },
    children,
  );
}
