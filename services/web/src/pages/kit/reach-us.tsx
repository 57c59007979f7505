import { useId } from 'react';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ContactButtons } from '../../components/contact-buttons';
import { OfficeHours } from '../../components/office-hours';
import { bilingual } from '../../lib/copy/bilingual';
import { OFFICE_HOURS_COPY } from '@firm/shared/content/office-hours-words';
import styles from './reach-us.module.css';

const COPY = bilingual({
  en: {
    wait: 'Rather not wait?',
    questions: 'Any questions?',
    text: 'Call us or write to us on WhatsApp during office hours.',
  },
  es: {
    wait: '¿Prefiere no esperar?',
    questions: '¿Tiene preguntas?',
    text: 'Llámenos o escríbanos por WhatsApp en horario de oficina.',
  },
});

/** Props of {@link ReachUs}. */
export type TReachUsProps = {
  locale: TLocale;
  siteConfig: TSiteConfig;
  /** The card's question: for a visitor waiting for our call, or for one who is not. @defaultValue 'wait' */
  question?: 'wait' | 'questions';
};

/**
 * A card for a visitor who has just sent a form: call and WhatsApp buttons (the callback line of the site
 * configuration) and the office hours.
 */
export function ReachUs({ locale, siteConfig, question = 'wait' }: TReachUsProps) {
  const headingId = useId();
  const phone = siteConfig.phones.find((line) => line.id === siteConfig.callback.phone_id);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-slot="reach-us">
      <h2 id={headingId} className={styles.heading}>
        {COPY[locale][question]}
      </h2>
      <p>{COPY[locale].text}</p>
      <ContactButtons locale={locale} phone={phone} whatsapp={siteConfig.whatsapp} />
      <h3 className={styles.subheading}>{OFFICE_HOURS_COPY[locale].heading}</h3>
      <OfficeHours locale={locale} hours={siteConfig.office_hours} />
    </section>
  );
}
