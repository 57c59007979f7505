import { useId } from 'react';
import { Link } from '../../lib/site-router';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { getHref } from '@firm/shared/routes/route-map';
import { ChevronRightIcon, PhoneIcon } from '../../components/icons';
import { PhoneLink } from '../../components/phone-link';
import { PHONE_IDS, phoneById } from '../../lib/content/site-config';
import { FormCta } from './form-cta';
import styles from './cta-band.module.css';

/** The words of a {@link CtaBand}, in the page's language. */
export type TCtaBandCopy = {
  heading: string;
  body: string;
  /** The button that leads to the page's form. */
  cta: string;
  /** Before the phone number: 'Call' / 'Llame al'. */
  call: string;
  /** The link to the contact page; none when missing. */
  contactLink?: string;
};

/** Props of {@link CtaBand}. */
export type TCtaBandProps = {
  locale: TLocale;
  match: TRouteMatch;
  siteConfig: TSiteConfig | null;
  copy: TCtaBandCopy;
};

/**
 * An invitation to talk to the firm, on a calm navy band: a button to the page's own form, the immigration
 * line (its calls are counted) and, optionally, a link to the contact page.
 */
export function CtaBand({ locale, match, siteConfig, copy }: TCtaBandProps) {
  const headingId = useId();
  const phone = phoneById(siteConfig, PHONE_IDS.immigration);
  return (
    <section className={styles.band} aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <h2 id={headingId}>{copy.heading}</h2>
        <p>{copy.body}</p>
        <div className={styles.actions}>
          <FormCta match={match}>{copy.cta}</FormCta>
          {phone ? (
            <PhoneLink tel={phone.tel} track className={styles.link}>
              <PhoneIcon size={20} />
              {copy.call} {phone.display}
            </PhoneLink>
          ) : null}
        </div>
        {copy.contactLink ? (
          <Link to={getHref('contact', locale)} className={styles.link}>
            {copy.contactLink}
            <ChevronRightIcon className={styles.icon} />
          </Link>
        ) : null}
      </div>
    </section>
  );
}
