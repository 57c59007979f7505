import type { MouseEvent, ReactNode } from 'react';
import { scrollToSection } from '../lib/scroll-to-section';

/** Props of {@link InPageLink}. */
export type TInPageLinkProps = {
  /** The id of the element on this page the link leads to. */
  targetId: string;
  children: ReactNode;
  className?: string;
};

/**
 * A link to another part of the same page: a real `#id` link, so it works before JavaScript (the
 * browser jumps there). After hydration a plain click scrolls smoothly (instantly under reduced
 * motion) and moves the keyboard focus to the target, so screen readers continue from there. A click
 * with a modifier key keeps the browser's own behaviour.
 */
export function InPageLink({ targetId, children, className }: TInPageLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!document.getElementById(targetId)) return;
    event.preventDefault();
    scrollToSection(targetId);
  };
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
