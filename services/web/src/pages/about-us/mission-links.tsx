import { useId } from 'react';
import { Link } from '../../lib/site-router';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { ExternalLink } from '../../components/external-link';
import { ChevronRightIcon, ExternalIcon } from '../../components/icons';
import { shellCopy } from '../../lib/copy/shell-copy';
import styles from './about-us-page.module.css';

/** Props of {@link MissionLinks}. */
export type TMissionLinksProps = { locale: TLocale; siteConfig: TSiteConfig | null; label: string };

/**
 * The mission's three services (SPEC §2 About): immigration on this site, personal injury and truck-driver
 * recruitment on the sister sites in a new tab (left out when their addresses are unknown).
 */
export function MissionLinks({ locale, siteConfig, label }: TMissionLinksProps) {
  const shell = shellCopy(locale);
  const labelId = useId();
  const sister = siteConfig?.sister_sites;
  const external = (href: string | undefined, text: string) =>
    href ? (
      <li>
        <ExternalLink href={href} locale={locale} className={styles.missionLink}>
          {text}
          <ExternalIcon className={styles.icon} />
        </ExternalLink>
      </li>
    ) : null;
  return (
    <>
      <p id={labelId} className={styles.missionLabel}>
        {label}
      </p>
      <ul className={styles.missionLinks} aria-labelledby={labelId}>
        <li>
          <Link to={getHref('immigrationLawyer', locale)} className={styles.missionLink}>
            {shell.servicesImmigration}
            <ChevronRightIcon className={styles.icon} />
          </Link>
        </li>
        {external(sister?.personal_injury, shell.servicesPersonalInjury)}
        {external(sister?.trucks, shell.servicesTrucks)}
      </ul>
    </>
  );
}
