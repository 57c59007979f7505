/** What {@link leaveSite} touches in the browser (a parameter, so tests can pass their own). */
export type TLeaveTarget = {
  document: Pick<Document, 'documentElement' | 'head' | 'createElement'>;
  location: Pick<Location, 'replace' | 'reload'>;
  addEventListener: (type: 'pageshow', listener: (event: PageTransitionEvent) => void) => void;
};

/**
 * Leaves the site for the neutral site in place of the current history entry, so the back button does not
 * come back to this page. The page is hidden at once (on a slow connection the neutral site may take
 * seconds to arrive), the neutral site is not told where the visitor came from, and if the browser ever
 * shows this document again from its back-forward cache (an earlier entry of the same document, after an
 * in-page `#…` link), it reloads that entry instead of showing what was on screen.
 * @param url - the neutral site
 * @param target - the window (default: the real one)
 */
export function leaveSite(url: string, target: TLeaveTarget = window): void {
  const { document, location } = target;
  const referrer = document.createElement('meta');
  referrer.setAttribute('name', 'referrer');
  referrer.setAttribute('content', 'no-referrer');
  document.head.append(referrer);
  // CSSOM, not a style attribute in the HTML: allowed by the CSP
  document.documentElement.style.visibility = 'hidden';
  target.addEventListener('pageshow', (event) => {
    if (event.persisted) location.reload();
  });
  location.replace(url);
}
