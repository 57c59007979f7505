import type { ComponentType } from 'react';
import { createElement, lazy } from 'react';
import { onceInView } from './in-view';

/** The attribute that marks where a {@link lazyNear} component sits in the page. */
export const LAZY_ANCHOR_ATTRIBUTE = 'data-lazy-anchor';

// How far below (or above) the viewport the anchor may still be when its code starts to load: about two
// phone screens, so the code is there before the visitor scrolls to it.
const NEAR_MARGIN = '1200px 0px';

const serverLoads: Promise<unknown>[] = [];

/**
 * The server's version: the module is imported when the page module is (at the server's start), and the
 * renderer waits for {@link lazyPartsLoaded} first, so the part renders in place, never suspending (a
 * suspended part would be swapped in by an inline script, which the page's CSP does not allow).
 */
function loadedOnServer<TProps extends object>(
  load: () => Promise<ComponentType<TProps>>,
): ComponentType<TProps> {
  let loaded: ComponentType<TProps> | undefined;
  const loading = load().then((component) => {
    loaded = component;
  });
  serverLoads.push(loading);
  return function LoadedPart(props: TProps) {
    if (!loaded) throw loading;
    return createElement(loaded, props);
  };
}

/** Settles when every {@link lazyNear} part the server has seen so far is loaded (server only). */
export async function lazyPartsLoaded(): Promise<void> {
  await Promise.all(serverLoads);
}

const waiting = new Set<() => void>();
let listening = false;

// The visitor's first tap, key or focus anywhere loads what still waits: it may change the page (an
// in-page link, a menu) in a way React can only apply once those parts have their code.
function releaseOnFirstInteraction(): void {
  if (listening) return;
  listening = true;
  const release = () => loadWaitingParts();
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, release, { capture: true, once: true, passive: true });
}

function whenNear(anchor: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const element = document.querySelector(`[${LAZY_ANCHOR_ATTRIBUTE}="${anchor}"]`);
  // not in the server's HTML (rendered after hydration): load at once
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    let stop = () => undefined as void;
    const release = () => {
      waiting.delete(release);
      stop();
      resolve();
    };
    waiting.add(release);
    releaseOnFirstInteraction();
    // (called at once where the browser has no IntersectionObserver)
    stop = onceInView(element, release, NEAR_MARGIN);
  });
}

/**
 * Loads every part still waiting to be near, now (on the visitor's first interaction). React cannot update
 * a part that is still the server's HTML waiting for its code, so a change the visitor starts (an in-page
 * link, a menu) would wait for them to scroll; loading them lets it go through.
 */
function loadWaitingParts(): void {
  for (const release of [...waiting]) release();
}

/**
 * `React.lazy` for a part of a page that needs no code until the visitor gets near it (a form at the end of
 * the page): on the server it renders as usual (the HTML is complete and works before any script, e.g. a
 * form that posts); in the browser its code is downloaded only when the element carrying
 * `data-lazy-anchor="<anchor>"` comes within about two screens of the viewport, and React hydrates it
 * then. Wrap it in a `<Suspense>` inside that anchor element.
 * @param anchor - the anchor's name (unique in the page)
 * @param load - imports the component's module
 */
export function lazyNear<TProps extends object>(
  anchor: string,
  load: () => Promise<ComponentType<TProps>>,
): ComponentType<TProps> {
  if (typeof document === 'undefined') return loadedOnServer(load);
  return lazy(async () => {
    await whenNear(anchor);
    return { default: await load() };
  });
}
