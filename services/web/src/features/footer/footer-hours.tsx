import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { OfficeHours } from '../../components/office-hours';
import { OFFICE_HOURS_COPY } from '@firm/shared/content/office-hours-words';
import styles from './footer.module.css';

/** Props of {@link FooterHours}. */
export type TFooterHoursProps = { locale: TLocale; siteConfig: TSiteConfig | null };

/** The office hours in the footer's contact block, under the phone lines; none without the site configuration. */
export function FooterHours({ locale, siteConfig }: TFooterHoursProps) {
  if (!siteConfig) return null;
  return (
    <>
      <h3 className={styles.subheading}>{OFFICE_HOURS_COPY[locale].heading}</h3>
      <OfficeHours locale={locale} hours={siteConfig.office_hours} tone="dark" />
    </>
  );
}
