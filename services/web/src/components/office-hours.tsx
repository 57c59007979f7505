import type { TOfficeHours } from '@firm/shared/content/office-hours';
import type { TLocale } from '@firm/shared/i18n/locale';
import { classNames } from '../lib/class-names';
import { officeHoursLines, timeZoneInWords } from '@firm/shared/content/office-hours-words';
import styles from './office-hours.module.css';

/** Props of {@link OfficeHours}. */
export type TOfficeHoursProps = {
  locale: TLocale;
  hours: TOfficeHours;
  /** `dark` on the navy footer. @defaultValue 'light' */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The firm's office hours in words (site configuration), one line per period, then whose clock they are
 * on. The caller gives the heading ('Horario de oficina' / 'Office hours', `OFFICE_HOURS_COPY`).
 */
export function OfficeHours({ locale, hours, tone = 'light', className }: TOfficeHoursProps) {
  return (
    <div className={classNames(styles.hours, className)} data-tone={tone} data-slot="office-hours">
      <ul className={styles.lines}>
        {officeHoursLines(hours, locale).map((line) => (
          <li key={line.days}>
            <span className={styles.days}>{line.days}</span>, {line.hours}
          </li>
        ))}
      </ul>
      <p className={styles.zone}>{timeZoneInWords(hours, locale)}</p>
    </div>
  );
}
