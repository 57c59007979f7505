import { useEffect, useState } from 'react';

/**
 * False in the server render and the hydrating render, true once the component runs in the browser. The
 * forms expose it as `data-ready` (their submissions go through JavaScript from then on).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
