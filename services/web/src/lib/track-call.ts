import { API_PATHS } from '@firm/shared/routes/api-paths';
import { fetchToken } from './api-fetch';

/** Name of the meta tag that carries the anti-forgery token for call tracking. */
export const CSRF_META_NAME = 'csrf-token';

const TOKEN_TIMEOUT_MS = 5_000;

async function sendTrackCall(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
  let token = meta?.content ?? '';
  if (!token) {
    token = await fetchToken(fetch, TOKEN_TIMEOUT_MS);
    meta?.setAttribute('content', token);
  }
  const response = await fetch(API_PATHS.trackCall, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    body: '{}',
    credentials: 'same-origin',
    keepalive: true,
  });
  // Nothing reads the answer: let it go, or the browser keeps an answer it may not cache (no-store)
  // waiting on its connection.
  await response.body?.cancel();
}

/**
 * Records a click on the immigration phone number (SPEC §7): POST an empty JSON object with the token of
 * the page's meta tag. Public pages are the same for every visitor, so their meta tag starts empty: the
 * first click fetches the visitor's token (`GET /csrf-token`) and keeps it in the tag. Fire-and-forget:
 * `keepalive` lets it finish while the phone app opens, and a failure never bothers the visitor (SPEC §8:
 * call tracking failures are only logged).
 */
export function trackCall(): void {
  sendTrackCall().catch(() => undefined);
}
