// Thrown as plain `Response`s, which react-router's static handler turns into the error response the page
// route's error boundary reads (`isRouteErrorResponse`, status and data), so the page chunks that throw them
// do not bring react-router into the browser.

/** Thrown by a loader when the page does not exist: the page route renders the 404 page with status 404. */
export function notFound(): never {
  throw Response.json({ reason: 'not-found' }, { status: 404 });
}

/** Thrown by a loader when the content it needs cannot be had right now: status 503, the frame still renders. */
export function unavailable(): never {
  throw Response.json({ reason: 'unavailable' }, { status: 503, headers: { 'retry-after': '30' } });
}

/** Thrown when the signed-in staff member's role may not open the page: status 403, the staff frame renders. */
export function forbidden(): never {
  throw Response.json({ reason: 'forbidden' }, { status: 403 });
}

/** Thrown by a loader when the page lives at another address now: a 301 to `location` (a path of the site). */
export function movedTo(location: string): never {
  throw new Response(null, { status: 301, headers: { location } });
}
