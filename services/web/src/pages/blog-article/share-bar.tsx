import type { ReactElement } from 'react';
import { useId } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import type { TIconProps } from '../../components/icons';
import { FacebookIcon, LinkedinIcon, MailIcon, XIcon } from '../../components/icons';
import { COPY } from './blog-article-copy';
import { SHARE_TARGETS, shareLinks, type TShared, type TShareTarget } from './share-links';
import styles from './share-bar.module.css';

const ICONS: Record<TShareTarget, (p: TIconProps) => ReactElement> = {
  facebook: FacebookIcon,
  x: XIcon,
  linkedin: LinkedinIcon,
  email: MailIcon,
};

/** Props of {@link ShareBar}. */
export type TShareBarProps = TShared & { locale: TLocale };

/**
 * The article's share links (SPEC §2): Facebook, X and LinkedIn in a new tab, and an e-mail, each an icon
 * with its label for screen readers ('Share on Facebook' / 'Compartir en Facebook').
 */
export function ShareBar({ locale, url, title }: TShareBarProps) {
  const copy = COPY[locale];
  const labelId = useId();
  const links = shareLinks({ url, title });
  return (
    <div className={styles.share}>
      <p id={labelId} className={styles.label}>
        {copy.share}
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {SHARE_TARGETS.map((target) => {
          const Icon = ICONS[target];
          const content = (
            <>
              <Icon size={20} />
              <span className="visually-hidden">{copy.shareOn[target]}</span>
            </>
          );
          return (
            <li key={target}>
              {target === 'email' ? (
                <a href={links.email} className={styles.link}>
                  {content}
                </a>
              ) : (
                <ExternalLink href={links[target]} locale={locale} className={styles.link}>
                  {content}
                </ExternalLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
