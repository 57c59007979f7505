import type { TLocale } from '@firm/shared/i18n/locale';
import { CONTACT_CARE, contactCareLines } from '@firm/shared/leads/contact-care';
import type { TContactPreferences } from '@firm/shared/leads/contact-preferences';
import styles from './contact-care-band.module.css';

/** Props of {@link ContactCareBand}. */
export type TContactCareBandProps = {
  locale: TLocale;
  preferences: TContactPreferences;
  /** compact: an inbox card or row (no explaining line). @defaultValue 'full' */
  size?: 'full' | 'compact';
};

/**
 * The red "Contacto con precaución" band of a lead that asked for care (issue 29 §1): what it allowed,
 * channel by channel, and the safe hours to call. The caller shows it only when `contactWithCare`.
 */
export function ContactCareBand({ locale, preferences, size = 'full' }: TContactCareBandProps) {
  const care = CONTACT_CARE[locale];
  return (
    <div className={styles.band} data-size={size} data-testid="contact-care" role="note">
      <p className={styles.title}>{care.title}</p>
      {size === 'full' ? <p className={styles.intro}>{care.intro}</p> : null}
      <ul className={styles.lines}>
        {contactCareLines(preferences, locale).map((line) => (
          <li key={line.label}>
            {line.label}: <strong>{line.value}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
