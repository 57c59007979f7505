import { useEffect } from 'react';
import { scrollToSection } from '../../lib/scroll-to-section';
import { trackDoubleEscape } from './double-escape';
import { fragmentTarget, isPlainClick } from './fragment-link';
import { leaveSite } from './leave-site';

/**
 * The page-wide part of Quick exit, once hydrated:
 * - Escape pressed twice within a second leaves for the neutral site (listened to in the capture phase, so
 *   a menu that handles Escape itself does not hide it);
 * - links to a part of the same page (the skip link, `#…` links in the text) scroll there without adding
 *   a history entry: Quick exit replaces only the current entry, and an earlier `#…` entry of the same
 *   page would bring the page back with the back button.
 * @param url - the neutral site
 */
export function useQuickExit(url: string): void {
  useEffect(() => {
    const isDoubleEscape = trackDoubleEscape();
    const onKeyDown = (event: KeyboardEvent) => {
      const press = { key: event.key, repeat: event.repeat, at: Date.now() };
      if (isDoubleEscape(press)) {
        event.preventDefault();
        leaveSite(url);
      }
    };
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element)) return;
      const link = event.target.closest('a');
      const id = fragmentTarget(link?.getAttribute('href') ?? null);
      if (!id || !document.getElementById(id)) return;
      event.preventDefault();
      scrollToSection(id);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    document.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      document.removeEventListener('click', onClick);
    };
  }, [url]);
}
