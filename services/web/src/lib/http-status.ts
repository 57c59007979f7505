import { data } from 'react-router-dom';

/** Thrown by a loader when the page does not exist: the page route renders the 404 page with status 404. */
export function notFound(): never {
  throw data({ reason: 'not-found' }, { status: 404 });
}

/** Thrown by a loader when the content it needs cannot be had right now: status 503, the frame still renders. */
export function unavailable(): never {
  throw data({ reason: 'unavailable' }, { status: 503, headers: { 'retry-after': '30' } });
}

/** Thrown when the signed-in staff member's role may not open the page: status 403, the staff frame renders. */
export function forbidden(): never {
  throw data({ reason: 'forbidden' }, { status: 403 });
}
