import { useId } from 'react';
import type { TPageTextHeading } from '@firm/shared/content/page-text';
import type { TLocale } from '@firm/shared/i18n/locale';
import { EmailText } from '../../components/email-text';
import { PhoneLink } from '../../components/phone-link';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { PHONE_IDS, phoneById } from '../../lib/content/site-config';
import { PAGE_TEXT_COPY } from './page-text-copy';
import styles from './page-text.module.css';

/** Props of {@link PageText}. */
export type TPageTextProps = { html: string; className?: string };

/**
 * One block of a page's long text as readable prose: headings, paragraphs, lists and links in a column
 * of at most 70 characters. The HTML was sanitized by the content service when it was imported.
 */
export function PageText({ html, className }: TPageTextProps) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Props of {@link PageTextIndex}. */
export type TPageTextIndexProps = { locale: TLocale; headings: TPageTextHeading[] };

/** The index of a page text's sections, linking to each `##` heading's anchor. */
export function PageTextIndex({ locale, headings }: TPageTextIndexProps) {
  if (headings.length === 0) return null;
  const label = PAGE_TEXT_COPY[locale].index;
  return (
    <nav aria-label={label} className={styles.index}>
      <h2 className={styles.indexHeading}>{label}</h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.anchor}>
            <a href={`#${heading.anchor}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Props of {@link PageTextNotice}. */
export type TPageTextNoticeProps = { locale: TLocale; siteConfig: TSiteConfig | null };

/**
 * What a page shows in place of its text when the content service cannot give it: a short notice in the
 * page's language inviting the visitor to call or write (the page's frame and lead form still render).
 */
export function PageTextNotice({ locale, siteConfig }: TPageTextNoticeProps) {
  const copy = PAGE_TEXT_COPY[locale];
  const phone = phoneById(siteConfig, PHONE_IDS.immigration);
  const email = siteConfig?.email;
  const headingId = useId();
  return (
    <section className={styles.notice} aria-labelledby={headingId} data-slot="page-text-notice">
      <h2 id={headingId} className={styles.noticeHeading}>
        {copy.noticeHeading}
      </h2>
      <p>{copy.noticeBody}</p>
      {phone || email ? (
        <ul>
          {phone ? (
            <li>
              {copy.call} <PhoneLink tel={phone.tel}>{phone.display}</PhoneLink>
            </li>
          ) : null}
          {email ? (
            <li>
              {copy.write}{' '}
              <a href={`mailto:${email}`}>
                <EmailText address={email} />
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <p>{copy.form}</p>
    </section>
  );
}
