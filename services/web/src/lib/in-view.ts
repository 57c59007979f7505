/** Called with whether the element is within the observer's margin of the viewport. */
type TInViewCallback = (inView: boolean) => void;

type TPool = { observer: IntersectionObserver; callbacks: Map<Element, TInViewCallback> };

// One IntersectionObserver per root margin for the whole page, however many elements watch.
const pools = new Map<string, TPool>();

function poolFor(rootMargin: string): TPool {
  let pool = pools.get(rootMargin);
  if (!pool) {
    const callbacks = new Map<Element, TInViewCallback>();
    const observer = new IntersectionObserver(
      (entries) => entries.forEach((entry) => callbacks.get(entry.target)?.(entry.isIntersecting)),
      { rootMargin },
    );
    pool = { observer, callbacks };
    pools.set(rootMargin, pool);
  }
  return pool;
}

/** Whether the browser has IntersectionObserver (not on the server, nor in very old browsers). */
export function canObserveInView(): boolean {
  return typeof IntersectionObserver === 'function';
}

/**
 * Calls `callback` each time the element enters or leaves the viewport grown by `rootMargin`; one callback per
 * element and margin. Without IntersectionObserver, nothing is called.
 * @param element - the element to watch
 * @param callback - receives true when it is in view, false when it leaves
 * @param rootMargin - how far around the viewport counts as in view (CSS margin syntax)
 * @returns a function that stops watching
 */
export function watchInView(
  element: Element,
  callback: TInViewCallback,
  rootMargin = '0px',
): () => void {
  if (!canObserveInView()) return () => undefined;
  const pool = poolFor(rootMargin);
  pool.callbacks.set(element, callback);
  pool.observer.observe(element);
  return () => {
    pool.callbacks.delete(element);
    pool.observer.unobserve(element);
  };
}

/**
 * Calls `callback` once, the first time the element comes within `rootMargin` of the viewport; at once when
 * the browser has no IntersectionObserver.
 * @returns a function that stops watching (when the element goes away first)
 */
export function onceInView(element: Element, callback: () => void, rootMargin = '0px'): () => void {
  if (!canObserveInView()) {
    callback();
    return () => undefined;
  }
  const stop = watchInView(
    element,
    (inView) => {
      if (!inView) return;
      stop();
      callback();
    },
    rootMargin,
  );
  return stop;
}
