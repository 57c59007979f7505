import { useId } from 'react';
import type { TPhone, TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../components/external-link';
import { PhoneIcon } from '../../components/icons';
import { PhoneLink } from '../../components/phone-link';
import { PRACTICE_AREAS_COPY } from '../../features/practice-areas/practice-areas-copy';
import { COPY } from './contact-copy';
import { ContactHours } from './contact-hours';
import styles from './contact-page.module.css';

type TPractice = TPhone['practice'];

/** The practices in the order the page shows them. */
const PRACTICES: readonly TPractice[] = ['immigration', 'personal_injury', 'truck_drivers'];

/**
 * A line's name inside its practice's panel: the part of its label after the last '·' ('Personal injury ·
 * El Paso' → 'El Paso'), since the panel's heading already names the practice; the whole label otherwise.
 */
export function lineName(label: string): string {
  const parts = label.split('·');
  return (parts[parts.length - 1] ?? label).trim() || label;
}

type TPanelText = { title: string; note?: string; site?: { href: string; label: string } };

function panelText(practice: TPractice, locale: TLocale, config: TSiteConfig): TPanelText {
  const areas = PRACTICE_AREAS_COPY[locale];
  switch (practice) {
    case 'immigration':
      return { title: COPY[locale].phones.immigration, note: COPY[locale].phones.immigrationNote };
    case 'personal_injury':
      return {
        title: areas.injury.title,
        note: `${areas.injury.promise(config.sister_firm_names.personal_injury)} ${areas.injury.costs}`,
        site: { href: config.sister_sites.personal_injury, label: areas.injury.link },
      };
    case 'truck_drivers':
      return {
        title: areas.trucks.title,
        site: { href: config.sister_sites.trucks, label: areas.trucks.link },
      };
  }
}

function Panel({
  practice,
  phones,
  locale,
  config,
}: {
  practice: TPractice;
  phones: TPhone[];
  locale: TLocale;
  config: TSiteConfig;
}) {
  const headingId = useId();
  const text = panelText(practice, locale, config);
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-practice={practice}>
      <h3 id={headingId} className={styles.panelHeading}>
        {text.title}
      </h3>
      {text.note ? <p className={styles.panelNote}>{text.note}</p> : null}
      <ul className={styles.lines}>
        {phones.map((phone) => (
          <li key={phone.id}>
            <span className={styles.lineName}>
              {lineName(locale === 'en' ? phone.label_en : phone.label_es)}
            </span>
            {/* The immigration lines are call-tracked, like the footer's and CALL NOW. */}
            <PhoneLink tel={phone.tel} track={practice === 'immigration'} className={styles.number}>
              <PhoneIcon size={18} />
              <span>{phone.display}</span>
            </PhoneLink>
          </li>
        ))}
      </ul>
      {text.site ? (
        <ExternalLink href={text.site.href} locale={locale} className={styles.siteLink}>
          {text.site.label}
        </ExternalLink>
      ) : null}
    </section>
  );
}

/** Props of {@link PhonePanels}. */
export type TPhonePanelsProps = { locale: TLocale; config: TSiteConfig };

/**
 * Every phone line of the site configuration, one panel per practice (immigration, personal injury,
 * truck drivers), each number a `tel:` link; a practice without lines has no panel. The office hours
 * come first.
 */
export function PhonePanels({ locale, config }: TPhonePanelsProps) {
  const headingId = useId();
  return (
    <section className={styles.phones} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {COPY[locale].phones.heading}
      </h2>
      <p className={styles.sectionIntro}>{COPY[locale].phones.intro}</p>
      <ContactHours locale={locale} hours={config.office_hours} />
      <div className={styles.panels}>
        {PRACTICES.map((practice) => {
          const phones = config.phones.filter((phone) => phone.practice === practice);
          return phones.length > 0 ? (
            <Panel
              key={practice}
              practice={practice}
              phones={phones}
              locale={locale}
              config={config}
            />
          ) : null;
        })}
      </div>
    </section>
  );
}
