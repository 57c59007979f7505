import { API_PATHS } from '@firm/shared/routes/api-paths';

/** Name of the meta tag that carries the anti-forgery token for call tracking. */
export const CSRF_META_NAME = 'csrf-token';

/**
 * Records a click on the immigration phone number (SPEC §7): POST an empty JSON object with the token of
 * the page's meta tag. Fire-and-forget: `keepalive` lets it finish while the phone app opens, and a failure
 * never bothers the visitor (SPEC §8: call tracking failures are only logged).
 */
export function trackCall(): void {
  const token =
    document.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`)?.content ?? '';
  fetch(API_PATHS.trackCall, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
    body: '{}',
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
