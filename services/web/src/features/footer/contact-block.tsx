import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { BlogSearch } from '../../components/blog-search/blog-search';
import { EmailText } from '../../components/email-text';
import { MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { PhoneLink } from '../../components/phone-link';
import { SocialLinks } from '../../components/social-links';
import { shellCopy } from '../../lib/copy/shell-copy';
import { officeNotice, PHONE_IDS, phoneById, streetLine } from '../../lib/content/site-config';
import { FooterHours } from './footer-hours';
import styles from './footer.module.css';

/** Props of {@link ContactBlock}. */
export type TContactBlockProps = { locale: TLocale; siteConfig: TSiteConfig | null };

/**
 * The footer's contact block (SPEC §2): e-mail, the immigration and customer-service lines, the office
 * hours, both offices, the social profiles and the blog search box. Missing facts (site configuration unavailable) are left out.
 */
export function ContactBlock({ locale, siteConfig }: TContactBlockProps) {
  const copy = shellCopy(locale);
  const immigration = phoneById(siteConfig, PHONE_IDS.immigration);
  const service = phoneById(siteConfig, PHONE_IDS.customerService);
  return (
    <div className={styles.contact}>
      <h2 className={styles.heading}>{copy.contactHeading}</h2>
      {siteConfig ? (
        <ul className={styles.lines}>
          <li>
            <MailIcon />
            <span>
              <span className={styles.lineLabel}>{copy.emailLabel}</span>
              <a href={`mailto:${siteConfig.email}`}>
                <EmailText address={siteConfig.email} />
              </a>
            </span>
          </li>
          {immigration ? (
            <li>
              <PhoneIcon />
              <span>
                <span className={styles.lineLabel}>{copy.immigrationLine}</span>
                <PhoneLink tel={immigration.tel} track>
                  {immigration.display}
                </PhoneLink>
              </span>
            </li>
          ) : null}
          {service ? (
            <li>
              <PhoneIcon />
              <span>
                <span className={styles.lineLabel}>{copy.customerServiceLine}</span>
                <PhoneLink tel={service.tel}>{service.display}</PhoneLink>
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <FooterHours locale={locale} siteConfig={siteConfig} />
      {siteConfig?.offices.length ? (
        <>
          <h3 className={styles.subheading}>{copy.officesHeading}</h3>
          <ul className={styles.lines}>
            {siteConfig.offices.map((office) => (
              <li key={office.id}>
                <PinIcon />
                <address>
                  <span className={styles.lineLabel}>
                    {locale === 'en' ? office.name_en : office.name_es}
                  </span>
                  {streetLine(office)}
                  <br />
                  {office.city}, {office.region} {office.postal_code}
                  {officeNotice(office, locale) ? (
                    <span className={styles.officeNotice}>{officeNotice(office, locale)}</span>
                  ) : null}
                </address>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {siteConfig ? (
        <>
          <h3 className={styles.subheading}>{copy.followUs}</h3>
          <SocialLinks
            locale={locale}
            links={siteConfig.social}
            className={styles.social}
            linkClassName={styles.socialLink}
          />
        </>
      ) : null}
      <div className={styles.footerSearch}>
        <BlogSearch
          locale={locale}
          endpoint={locale === 'en' ? 'blogSearchFooter' : 'blogSearch'}
          label={copy.blogSearchHeading}
          tone="dark"
        />
      </div>
    </div>
  );
}
