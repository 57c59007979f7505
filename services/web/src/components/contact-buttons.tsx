import type { TPhone, TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { bilingual } from '../lib/copy/bilingual';
import { classNames } from '../lib/class-names';
import { PHONE_IDS } from '../lib/content/site-config';
import { whatsappUrl } from '../lib/whatsapp-url';
import { ExternalLink } from './external-link';
import { PhoneIcon, WhatsappIcon } from './icons';
import { PhoneLink } from './phone-link';
import styles from './contact-buttons.module.css';

const COPY = bilingual({
  en: { call: 'Call', whatsapp: 'Message us on WhatsApp' },
  es: { call: 'Llamar al', whatsapp: 'Escribir por WhatsApp' },
});

/** Props of {@link ContactButtons}. */
export type TContactButtonsProps = {
  locale: TLocale;
  /** The line to call (none: no call button). */
  phone: TPhone | undefined;
  /** The firm's WhatsApp (none: no WhatsApp button). */
  whatsapp: TSiteConfig['whatsapp'] | undefined;
  className?: string;
};

/**
 * A call button (`tel:`, call-tracked on the immigration line) and a WhatsApp button side by side (one
 * under the other on a narrow screen): the ways to reach the firm at once.
 */
export function ContactButtons({ locale, phone, whatsapp, className }: TContactButtonsProps) {
  const copy = COPY[locale];
  const greeting = locale === 'en' ? whatsapp?.greeting_en : whatsapp?.greeting_es;
  return (
    <div className={classNames(styles.buttons, className)} data-slot="contact-buttons">
      {phone ? (
        <PhoneLink
          tel={phone.tel}
          track={phone.id === PHONE_IDS.immigration}
          className={styles.call}
        >
          <PhoneIcon size={20} />
          <span>
            {copy.call} <span className={styles.number}>{phone.display}</span>
          </span>
        </PhoneLink>
      ) : null}
      {whatsapp?.number ? (
        <ExternalLink
          href={whatsappUrl(whatsapp.number, greeting ?? '')}
          locale={locale}
          className={styles.whatsapp}
        >
          <WhatsappIcon size={20} />
          {copy.whatsapp}
        </ExternalLink>
      ) : null}
    </div>
  );
}
