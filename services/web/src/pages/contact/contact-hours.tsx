import { useId } from 'react';
import type { TOfficeHours } from '@firm/shared/content/office-hours';
import type { TLocale } from '@firm/shared/i18n/locale';
import { OfficeHours } from '../../components/office-hours';
import { OFFICE_HOURS_COPY } from '@firm/shared/content/office-hours-words';
import styles from './contact-page.module.css';

/** Props of {@link ContactHours}. */
export type TContactHoursProps = { locale: TLocale; hours: TOfficeHours };

/** The office hours above the phone panels: when the lines are answered. */
export function ContactHours({ locale, hours }: TContactHoursProps) {
  const headingId = useId();
  return (
    <section className={styles.hoursBox} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.panelHeading}>
        {OFFICE_HOURS_COPY[locale].heading}
      </h3>
      <OfficeHours locale={locale} hours={hours} />
    </section>
  );
}
