import type { TRouteState } from './site-router';

/** The route state of a URL with no loader data (tests of components that read the location). */
export function routeStateOfUrl(url: string): TRouteState {
  const { pathname, search, hash } = new URL(url, 'http://localhost');
  return { location: { pathname, search, hash }, loaderData: {}, errors: null };
}
