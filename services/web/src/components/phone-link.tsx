import type { ReactNode } from 'react';
import { trackCall } from '../lib/track-call';

/** Props of {@link PhoneLink}. */
export type TPhoneLinkProps = {
  /** E.164 number, e.g. +19155550142. */
  tel: string;
  children: ReactNode;
  className?: string;
  /** Fire the call-tracking request on click (the immigration line). */
  track?: boolean;
  'aria-label'?: string;
};

/** A `tel:` link; on the immigration line a click is also recorded. */
export function PhoneLink({
  tel,
  children,
  className,
  track = false,
  'aria-label': ariaLabel,
}: TPhoneLinkProps) {
  return (
    <a
      href={`tel:${tel}`}
      className={className}
      aria-label={ariaLabel}
      onClick={track ? trackCall : undefined}
    >
      {children}
    </a>
  );
}
