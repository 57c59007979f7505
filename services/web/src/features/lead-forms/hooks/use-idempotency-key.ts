import { useCallback, useEffect, useState } from 'react';
import { isIdempotencyKey, newIdempotencyKey } from '../utils/idempotency-key';

// True from the moment the browser bundle loads until the first form has hydrated: while it is true the
// key the server rendered into the page is reused, so a submission started before and finished after
// hydration still names one lead.
let hydrating = typeof document !== 'undefined';

function renderedKey(inputId: string): string | null {
  if (!hydrating) return null;
  const value = document.getElementById(inputId)?.getAttribute('value');
  return isIdempotencyKey(value) ? value : null;
}

/**
 * The idempotency key of one rendered form instance (a UUID sent with each submission) and a function that
 * replaces it once a lead has been accepted and the form stays on screen for another one.
 * @param inputId - id of the hidden input that carries the key in the server-rendered form
 * @param posted - the key of a no-JavaScript post being answered, if any
 */
export function useIdempotencyKey(inputId: string, posted?: string): [string, () => void] {
  const [key, setKey] = useState(
    () => (isIdempotencyKey(posted) ? posted : null) ?? renderedKey(inputId) ?? newIdempotencyKey(),
  );
  useEffect(() => {
    hydrating = false;
  }, []);
  const renew = useCallback(() => setKey(newIdempotencyKey()), []);
  return [key, renew];
}
