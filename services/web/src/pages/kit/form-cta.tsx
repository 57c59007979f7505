import type { ReactNode } from 'react';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { InPageLink } from '../../components/in-page-link';
import { formAnchorOf } from '../../features/lead-forms/utils/form-anchor';
import { pageFormPlacement } from '../../features/lead-forms/utils/form-placement';
import { classNames } from '../../lib/class-names';
import styles from './form-cta.module.css';

/** Props of {@link FormCta}. */
export type TFormCtaProps = {
  /** The page's route: it decides which form the page shows, and so the anchor. */
  match: TRouteMatch;
  children: ReactNode;
  /** solid: the warm call-to-action colour (default); outline: a quieter second call on light backgrounds. */
  tone?: 'solid' | 'outline';
  className?: string;
};

/**
 * A call to action that leads to the page's own lead form ('DESCUBRE SI CALIFICAS'): a real link to the
 * form's anchor (works before JavaScript), smooth scroll and focus after hydration, instant under reduced
 * motion. Renders nothing on a page without a form of its own.
 */
export function FormCta({ match, children, tone = 'solid', className }: TFormCtaProps) {
  const placement = pageFormPlacement(match);
  if (!placement) return null;
  return (
    <InPageLink
      targetId={formAnchorOf(placement.variant)}
      className={classNames(styles.cta, styles[tone], className)}
    >
      {children}
    </InPageLink>
  );
}
