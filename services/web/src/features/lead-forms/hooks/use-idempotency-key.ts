import { useCallback, useEffect, useState } from 'react';
import { isIdempotencyKey, newIdempotencyKey } from '../utils/idempotency-key';

const onServer = typeof document === 'undefined';

/**
 * The key in the form's server-rendered hidden input while that form hydrates ('' on a cached page),
 * null when there is no such input (the form is rendered in the browser).
 */
function renderedKey(inputId: string): string | null {
  return document.getElementById(inputId)?.getAttribute('value') ?? null;
}

/**
 * The idempotency key of one rendered form instance (a UUID sent with each submission) and a function that
 * replaces it once a lead has been accepted and the form stays on screen for another one. The server
 * renders no key: a page is cached and served to many visitors, and a key shared by two of them would
 * make the second visitor's lead look like a repeat of the first. Each browser makes its own key as soon
 * as the form has hydrated (a page answering a no-JavaScript post keeps that post's key).
 * @param inputId - id of the hidden input that carries the key in the server-rendered form
 * @param posted - the key of a no-JavaScript post being answered, if any
 */
export function useIdempotencyKey(inputId: string, posted?: string): [string, () => void] {
  // hydration renders what the server rendered (each form hydrates on its own, when its code arrives)
  const [key, setKey] = useState(() => {
    if (isIdempotencyKey(posted)) return posted;
    if (onServer) return '';
    return renderedKey(inputId) ?? newIdempotencyKey();
  });
  useEffect(() => {
    setKey((current) => (isIdempotencyKey(current) ? current : newIdempotencyKey()));
  }, []);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
