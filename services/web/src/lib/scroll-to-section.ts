import { scrollBehavior } from './reduced-motion';

/**
 * Brings a section to the top of the view (smoothly, instantly under reduced motion; the document's
 * `scroll-padding-top` keeps it clear of the sticky header) and moves the focus to it, so screen readers
 * continue from there. A section that cannot take focus gets `tabindex="-1"`.
 * @param id - the section's element id; nothing happens when there is none
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}
