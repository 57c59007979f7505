import { useId } from 'react';
import type { TOffice } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import { PinIcon } from '../../components/icons';
import { LazyFrame } from '../../components/lazy-frame/lazy-frame';
import { addressLine, officeNotice, streetLine } from '../../lib/content/site-config';
import { shellCopy } from '../../lib/copy/shell-copy';
import { mapEmbedUrl, mapLinkUrl } from '../../lib/embeds';
import { COPY } from './contact-copy';
import styles from './contact-page.module.css';

/** Props of {@link OfficeList}. */
export type TOfficeListProps = { locale: TLocale; offices: TOffice[] };

/**
 * Both offices: name, postal address, a directions link (the maps provider's page, new tab) and a map of
 * the office that loads only when it is scrolled near (nothing from the provider before).
 */
export function OfficeList({ locale, offices }: TOfficeListProps) {
  const copy = COPY[locale].offices;
  const headingId = useId();
  return (
    <section className={styles.offices} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {copy.heading}
      </h2>
      <ul className={styles.officeList}>
        {offices.map((office) => {
          const name = locale === 'en' ? office.name_en : office.name_es;
          return (
            <li key={office.id} className={styles.office}>
              <h3 className={styles.officeName}>
                <PinIcon size={20} />
                {name}
              </h3>
              <address className={styles.address}>
                {streetLine(office)}
                <br />
                {office.city}, {office.region} {office.postal_code}
              </address>
              {officeNotice(office, locale) ? (
                <p className={styles.officeNotice}>{officeNotice(office, locale)}</p>
              ) : null}
              <ExternalLink
                href={mapLinkUrl(addressLine(office))}
                locale={locale}
                className={styles.siteLink}
              >
                {copy.directions(name)}
              </ExternalLink>
              <LazyFrame
                src={mapEmbedUrl(addressLine(office))}
                title={copy.mapTitle(name)}
                placeholder={shellCopy(locale).mapPlaceholder}
                className={styles.map}
                data-testid={`office-map-${office.id}`}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
