/**
 * Content that floating elements (a fixed chat button) must never cover, e.g. a form's fields: it carries
 * this attribute, and the floating element steps aside while any such content is under it.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/** Selects the content marked with {@link KEEP_CLEAR_ATTRIBUTE}. */
export const KEEP_CLEAR_SELECTOR = `[${KEEP_CLEAR_ATTRIBUTE}]`;

/**
 * The root margin that shrinks the viewport to a rectangle of it (IntersectionObserver then reports
 * exactly the elements that overlap that rectangle).
 * @param rect - the rectangle, in viewport coordinates
 * @param viewport - the viewport's size
 */
export function rootMarginFor(
  rect: Pick<DOMRect, 'top' | 'right' | 'bottom' | 'left'>,
  viewport: { width: number; height: number },
): string {
  const px = (n: number) => `${-Math.max(0, Math.round(n))}px`;
  return [
    px(rect.top),
    px(viewport.width - rect.right),
    px(viewport.height - rect.bottom),
    px(rect.left),
  ].join(' ');
}

/**
 * Calls `onChange(true)` while any keep-clear content on the page overlaps the rectangle of a fixed
 * element, `onChange(false)` when none does. The rectangle is read from the element (its layout box: hide
 * it with opacity and visibility, not a transform, so it stays put) and again when the window is resized.
 * Content added later is not seen: call again after the page changes (e.g. on navigation).
 * @param fixed - the fixed element
 * @param onChange - receives whether the element covers keep-clear content
 * @returns a function that stops watching
 */
export function watchKeepClear(fixed: Element, onChange: (covering: boolean) => void): () => void {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const overlapping = new Set<Element>();
  let observer: IntersectionObserver | null = null;

  const start = () => {
    observer?.disconnect();
    overlapping.clear();
    const rect = fixed.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) overlapping.add(entry.target);
          else overlapping.delete(entry.target);
        }
        onChange(overlapping.size > 0);
      },
      {
        rootMargin: rootMarginFor(rect, { width: innerWidth, height: innerHeight }),
        threshold: 0,
      },
    );
    document.querySelectorAll(KEEP_CLEAR_SELECTOR).forEach((element) => observer?.observe(element));
  };

  let frame = 0;
  const restart = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(start);
  };
  start();
  addEventListener('resize', restart);
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('resize', restart);
    observer?.disconnect();
  };
}
