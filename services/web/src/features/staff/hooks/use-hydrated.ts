import { useEffect, useState } from 'react';

/**
 * False in the server's render and the browser's first (hydrating) one, true from then on: controls
 * that need the page's script (a button that calls the API) stay disabled until they can work.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
