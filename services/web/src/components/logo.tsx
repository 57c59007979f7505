import { Link } from '../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { shellCopy } from '../lib/copy/shell-copy';
import styles from './logo.module.css';

/** Props of {@link Logo}. */
export type TLogoProps = { locale: TLocale; tone?: 'light' | 'dark' };

/** The firm's mark and name, linking to the home page of the language. */
export function Logo({ locale, tone = 'light' }: TLogoProps) {
  const [family, ...rest] = shellCopy(locale).brandName.split(' ');
  return (
    <Link
      to={getHref('home', locale)}
      className={styles.logo}
      data-tone={tone}
      aria-label={shellCopy(locale).homeLink}
    >
      <svg
        className={styles.mark}
        width="40"
        height="40"
        viewBox="0 0 40 40"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="40" height="40" rx="10" className={styles.markBg} />
        <path d="M20 8v22M12 30h16M11 14h18" className={styles.markLine} />
        <path d="m11 14-4 8a4 4 0 0 0 8 0zm18 0-4 8a4 4 0 0 0 8 0z" className={styles.markPan} />
      </svg>
      <span className={styles.words}>
        <span className={styles.family}>{family}</span>
        <span className={styles.practice}>{rest.join(' ')}</span>
      </span>
    </Link>
  );
}
