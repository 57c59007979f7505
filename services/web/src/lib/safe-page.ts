import { createContext } from 'react';

/**
 * Whether the page being shown has Quick exit (a page victims of abuse or trafficking read): the frame
 * provides it, so that the forms on the page (its own and the footer's) lead to the thank-you page with
 * the safety reminder.
 */
export const SafePageContext = createContext(false);

/**
 * The query that marks the thank-you page reached from such a page. It stays in the browser's history,
 * so it says nothing: no "vawa", no "abuse", no "safe", only a neutral version number.
 */
export const SAFE_THANK_YOU_QUERY = { name: 'v', value: '2' } as const;

/**
 * The thank-you page's address after a form, with the neutral marker when the form was on a page with
 * Quick exit.
 * @param path - the thank-you page's path (route map)
 * @param safe - the form was on a page with Quick exit
 */
export function thankYouHref(path: string, safe: boolean): string {
  return safe ? `${path}?${SAFE_THANK_YOU_QUERY.name}=${SAFE_THANK_YOU_QUERY.value}` : path;
}

/**
 * Whether a thank-you page's address carries the marker.
 * @param url - the page's address
 */
export function isSafeThankYou(url: URL): boolean {
  return url.searchParams.get(SAFE_THANK_YOU_QUERY.name) === SAFE_THANK_YOU_QUERY.value;
}
