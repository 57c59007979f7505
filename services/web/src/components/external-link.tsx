import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { shellCopy } from '../lib/copy/shell-copy';

/** Props of {@link ExternalLink}. */
export type TExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  locale: TLocale;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
};

/** A link to another site: opens in a new tab, without giving it access to this one, and says so to screen readers. */
export function ExternalLink({ locale, children, ...rest }: TExternalLinkProps) {
  return (
    <a {...rest} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {shellCopy(locale).opensInNewTab}</span>
    </a>
  );
}
