import { API_PATHS } from '@firm/shared/routes/api-paths';

/** The fetch function used (injected by tests). */
export type TFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Asks for a JSON answer. */
export const JSON_HEADERS = { accept: 'application/json' };

/** An abort signal after `ms` (none where the browser has no `AbortSignal.timeout`). */
export function timeoutSignal(ms: number): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ms) : undefined;
}

/** The answer's JSON body; undefined when it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A fresh token from `GET /csrf-token`.
 * @throws Error when the request fails or the answer has no token
 */
export async function fetchToken(fetchFn: TFetch, timeoutMs: number): Promise<string> {
  const init: RequestInit = {
    headers: JSON_HEADERS,
    cache: 'no-store',
    credentials: 'same-origin',
  };
  const response = await fetchFn(API_PATHS.csrfToken, {
    ...init,
    signal: timeoutSignal(timeoutMs),
  });
  const body = (await readJson(response)) as { token?: unknown } | undefined;
  if (!response.ok || typeof body?.token !== 'string' || body.token === '')
    throw new Error('no csrf token');
  return body.token;
}
