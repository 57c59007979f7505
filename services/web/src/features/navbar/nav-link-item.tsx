import { NavLink } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import { ExternalIcon } from '../../components/icons';
import type { TNavLink } from './nav-items';

/** Props of {@link NavLinkItem}. */
export type TNavLinkItemProps = {
  item: TNavLink;
  locale: TLocale;
  className?: string;
  onNavigate?: () => void;
};

/** One menu link: a router link inside the site (marked `aria-current` on its page), a new tab outside it. */
export function NavLinkItem({ item, locale, className, onNavigate }: TNavLinkItemProps) {
  if (item.external) {
    return (
      <ExternalLink href={item.href} locale={locale} className={className} onClick={onNavigate}>
        {item.label}
        <ExternalIcon size={14} />
      </ExternalLink>
    );
  }
  return (
    <NavLink to={item.href} end className={className} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
