import { useEffect, useState } from 'react';

/** How often relative ages move on once the page runs in the browser. */
const TICK_MS = 30_000;

/**
 * "Now" for relative ages ("hace 12 min"): first the moment the server rendered the page (so the
 * browser's first render is the server's, with no hydration mismatch), then the browser's clock,
 * updated every half minute.
 * @param serverNow - the server's now, passed down with the page's data
 */
export function useNow(serverNow: string): string {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const tick = () => setNow(new Date().toISOString());
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
