/** Where the page stands when an element could be held back for a reveal. */
export type TRevealContext = {
  /** The element's top edge relative to the viewport (`getBoundingClientRect().top`). */
  top: number;
  viewportHeight: number;
  reducedMotion: boolean;
  /** Whether the browser has IntersectionObserver. */
  canObserve: boolean;
};

/**
 * Whether to hold an element back (hidden) until it scrolls into view: only when motion is welcome, the
 * browser can tell when it arrives, and it is still wholly below the viewport (what the visitor has seen,
 * or is seeing, never disappears).
 */
export function shouldHoldForReveal({
  top,
  viewportHeight,
  reducedMotion,
  canObserve,
}: TRevealContext): boolean {
  return !reducedMotion && canObserve && top >= viewportHeight;
}

/** A CSS `url()` value for an image address, quoted and escaped. */
export function cssUrl(src: string): string {
  return `url("${src.replace(/["\\\n\r]/g, (c) => `\\${c === '\n' ? 'a ' : c === '\r' ? 'd ' : c}`)}")`;
}
