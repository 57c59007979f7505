/** What {@link leaveSite} touches in the browser (a parameter, so tests can pass their own). */
export type TLeaveTarget = {
  document: Pick<Document, 'documentElement' | 'head' | 'createElement'>;
  location: Pick<Location, 'replace' | 'reload'>;
  history: Pick<History, 'length'>;
  navigator: { userActivation?: Pick<UserActivation, 'isActive'> };
  open: (url: string, target: string) => { opener: unknown } | null;
  close: () => void;
  addEventListener: (type: 'pageshow', listener: (event: PageTransitionEvent) => void) => void;
};

/**
 * Leaves the site for the neutral site so that as few of the firm's pages as the browser allows stay one
 * Back away (what the domestic-violence organisations' "exit" buttons do, measured in Chromium):
 * - on a tap or a click (the browser's user activation), the neutral site opens in a new tab, which has no
 *   history at all, so Back there goes nowhere;
 * - this tab then closes when the firm's page is its only entry (a browser lets a page close only such a
 *   tab), or else its current entry is replaced by the neutral site: the entries before it (earlier pages)
 *   stay in this tab's Back list, which no page can erase;
 * - without user activation (Escape, which browsers do not count as one), or when the new tab was blocked,
 *   only the current entry is replaced.
 * The page is hidden at once (on a slow connection the neutral site may take seconds to arrive), the
 * neutral site is not told where the visitor came from nor given a handle on this window, and if the
 * browser ever shows this document again from its back-forward cache, it reloads that entry instead of
 * showing what was on screen.
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
  if (target.navigator.userActivation?.isActive) {
    // Not the 'noopener' feature: with it the browser answers null whether or not the tab was blocked.
    const tab = target.open(url, '_blank');
    if (tab) {
      tab.opener = null;
      if (target.history.length === 1) target.close();
    }
  }
  // Also after close(): a browser that keeps the tab open after all still leaves this page.
  location.replace(url);
}
