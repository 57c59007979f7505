import { scrollBehavior } from './reduced-motion';

/**
 * Brings a section to the top of the view (smoothly, instantly under reduced motion; the document's
 * `scroll-padding-top` keeps it clear of the sticky header) and moves the focus to it, so screen readers
 * continue from there. A section that cannot take focus gets `tabindex="-1"`.
 * @param id - the section's element id; nothing happens when there is none
 */
export function scrollToSection(id: string): void {
  focusSection(id)?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
}

/**
 * Moves the focus to a section without scrolling (a section that cannot take focus gets
 * `tabindex="-1"`), so screen readers continue from there.
 * @returns the section, or null when there is none
 */
export function focusSection(id: string): HTMLElement | null {
  const section = document.getElementById(id);
  if (!section) return null;
  if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
  section.focus({ preventScroll: true });
  return section;
}
