import { use } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ContactButtons } from '../../../components/contact-buttons';
import { SiteConfigContext } from '../../../lib/content/site-config-context';
import type { TFormAlert } from '../hooks/use-submission';
import styles from './lead-form.module.css';

/** Props of {@link FormAlert}. */
export type TFormAlertProps = {
  alert: TFormAlert | null;
  locale: TLocale;
  /** Offer the firm's phone and WhatsApp under a message that asks for them (visitors' forms, not the staff's). */
  contactWays: boolean;
};

/**
 * The message for the whole form (an error of §8, the wait after too many submissions, or the
 * social-media success). The region is always there so screen readers announce what appears in it: errors
 * as alerts, the success politely. Under the wait, the firm's phone (tap to call) and WhatsApp, so the
 * visitor has a way to reach the firm now.
 */
export function FormAlert({ alert, locale, contactWays }: TFormAlertProps) {
  const siteConfig = use(SiteConfigContext);
  const phone = siteConfig?.phones.find((line) => line.id === siteConfig.callback.phone_id);
  return (
    <div aria-live="polite">
      {alert ? (
        <div
          className={styles.alert}
          role={alert.tone === 'error' ? 'alert' : 'status'}
          data-tone={alert.tone}
          data-testid="form-alert"
        >
          <p className={styles.alertText}>
            {alert.text}
            {alert.link ? (
              <>
                {' '}
                <a href={alert.link.href} className={styles.alertLink}>
                  {alert.link.label}
                </a>
              </>
            ) : null}
          </p>
          {alert.contact && contactWays && siteConfig ? (
            <ContactButtons
              locale={locale}
              phone={phone}
              whatsapp={siteConfig.whatsapp}
              className={styles.alertWays}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
