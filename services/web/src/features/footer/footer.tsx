import type { ReactNode } from 'react';
import { Link } from '../../lib/site-router';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { ExternalLink } from '../../components/external-link';
import { LazyFrame } from '../../components/lazy-frame/lazy-frame';
import { Logo } from '../../components/logo';
import { shellCopy } from '../../lib/copy/shell-copy';
import { addressLine, responsibleAttorney } from '../../lib/content/site-config';
import { mapEmbedUrl, mapLinkUrl } from '../../lib/embeds';
import { ContactBlock } from './contact-block';
import styles from './footer.module.css';

/** Props of {@link Footer}. */
export type TFooterProps = {
  locale: TLocale;
  siteConfig: TSiteConfig | null;
  /** Year of the copyright line. */
  year: number;
  /** The titled lead-form region ('Submit your case'), composed by the app shell; null for none. */
  leadForm: ReactNode;
};

/**
 * The footer of every page (SPEC §2): contact block, the lead-form region, the map of the main office
 * (loaded when scrolled to), copyright with the current year, the legal links, the disclaimer and the
 * attorney responsible for the site with the principal office (Texas Rule 7.02).
 */
export function Footer({ locale, siteConfig, year, leadForm }: TFooterProps) {
  const copy = shellCopy(locale);
  const office = siteConfig?.offices[0];
  const responsible = responsibleAttorney(siteConfig, locale);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.columns}`}>
        <div>
          <Logo locale={locale} tone="dark" />
          <ContactBlock locale={locale} siteConfig={siteConfig} />
        </div>
        {leadForm ? <div className={styles.formColumn}>{leadForm}</div> : null}
      </div>
      {office ? (
        <div className={`container ${styles.mapRow}`}>
          <LazyFrame
            src={mapEmbedUrl(addressLine(office))}
            title={copy.mapTitle}
            placeholder={copy.mapPlaceholder}
            className={styles.map}
            data-testid="footer-map"
          />
          <ExternalLink
            href={mapLinkUrl(addressLine(office))}
            locale={locale}
            className={styles.mapLink}
          >
            {copy.openInMaps}
          </ExternalLink>
        </div>
      ) : null}
      <div className={styles.bottom}>
        <div className="container">
          <nav aria-label={copy.legalNav}>
            <ul className={styles.legal}>
              <li>
                <Link to={getHref('terms', locale)}>{copy.terms}</Link>
              </li>
              <li>
                <Link to={getHref('privacy', locale)}>{copy.privacy}</Link>
              </li>
              <li>
                <Link to={getHref('sitemap', locale)}>{copy.sitemap}</Link>
              </li>
            </ul>
          </nav>
          <p className={styles.copyright}>
            © {year} {shellCopy(locale).brandName}. {copy.rights}
          </p>
          <p className={styles.disclaimer}>{copy.disclaimer}</p>
          {responsible ? (
            <p className={styles.responsible} data-testid="responsible-attorney">
              {copy.responsibleAttorney(
                responsible.name,
                responsible.admittedIn,
                responsible.office,
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
