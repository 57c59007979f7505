import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { scrollBehavior } from '../lib/reduced-motion';

/** Props of {@link InPageLink}. */
export type TInPageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The id of the element to bring into view (a form, a section). */
  targetId: string;
  children: ReactNode;
};

/**
 * Brings the target's section into view and moves the focus to the section's heading: the section around
 * the target (or the target itself), its heading from `aria-labelledby` (or its first `h2`/`h3`, or the
 * target), given `tabindex="-1"` when it cannot take focus. Smooth, instant under reduced motion; the
 * document's `scroll-padding-top` keeps it clear of the sticky header.
 */
function bringIntoView(targetId: string): boolean {
  const target = document.getElementById(targetId);
  if (!target) return false;
  const region = target.closest<HTMLElement>('section') ?? target;
  const labelledBy = region.getAttribute('aria-labelledby');
  const heading =
    (labelledBy ? document.getElementById(labelledBy) : null) ??
    region.querySelector<HTMLElement>('h2, h3') ??
    target;
  if (!heading.hasAttribute('tabindex') && heading.tabIndex < 0)
    heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
  region.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  return true;
}

/**
 * A link to another part of the same page, such as a call to action that leads to the page's form
 * (`pages/kit/form-cta.tsx`). It is a real `#id` link, so it works before JavaScript runs; after hydration
 * a plain click scrolls smoothly (instantly under reduced motion) to the target's section without adding a
 * history entry, and moves the focus to that section's heading ('Submit your case' above a form), so
 * keyboard and screen-reader users continue from a name rather than from an unnamed form. A click with a
 * modifier key keeps the browser's own behaviour.
 */
export function InPageLink({ targetId, onClick, children, ...rest }: TInPageLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        const plain =
          event.button === 0 &&
          !event.metaKey &&
          !event.ctrlKey &&
          !event.shiftKey &&
          !event.altKey;
        if (event.defaultPrevented || !plain) return;
        if (bringIntoView(targetId)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
