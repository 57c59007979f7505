import { useId } from 'react';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { EmailText } from '../../components/email-text';
import { ExternalLink } from '../../components/external-link';
import { MailIcon, WhatsappIcon } from '../../components/icons';
import { SocialLinks } from '../../components/social-links';
import { whatsappUrl } from '../../lib/whatsapp-url';
import { COPY } from './contact-copy';
import styles from './contact-page.module.css';

/** Props of {@link ContactChannels}. */
export type TContactChannelsProps = { locale: TLocale; config: TSiteConfig };

/** The firm's e-mail, its WhatsApp chat and its social profiles (each named, each in a new tab). */
export function ContactChannels({ locale, config }: TContactChannelsProps) {
  const copy = COPY[locale].channels;
  const headingId = useId();
  const greeting = locale === 'en' ? config.whatsapp.greeting_en : config.whatsapp.greeting_es;
  return (
    <section className={styles.channels} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {copy.heading}
      </h2>
      <ul className={styles.channelList}>
        <li>
          <MailIcon size={22} />
          <span>
            <span className={styles.lineName}>{copy.email}</span>
            <a href={`mailto:${config.email}`} className={styles.channelLink}>
              <EmailText address={config.email} />
            </a>
          </span>
        </li>
        <li>
          <WhatsappIcon size={22} />
          <span>
            <span className={styles.lineName}>{copy.whatsapp}</span>
            <ExternalLink
              href={whatsappUrl(config.whatsapp.number, greeting)}
              locale={locale}
              className={styles.channelLink}
            >
              {copy.whatsappLink}
            </ExternalLink>
          </span>
        </li>
      </ul>
      <h3 className={styles.subheading}>{copy.social}</h3>
      <SocialLinks
        locale={locale}
        links={config.social}
        showNames
        className={styles.social}
        linkClassName={styles.socialLink}
      />
    </section>
  );
}
