import { useId } from 'react';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ShieldIcon } from '../../components/icons';
import { AfterFormSection } from '../kit/after-form';
import { COPY } from './thank-you-copy';
import styles from './thank-you-page.module.css';

/** Props of {@link NextSteps}. */
export type TNextStepsProps = {
  locale: TLocale;
  siteConfig: TSiteConfig | null;
  /** The form was on a page with Quick exit: add the safety reminder. */
  safe: boolean;
};

/**
 * What happens after the form: who calls, from which number, within what time in office hours; after a
 * form on a page about abuse or trafficking, how the call stays discreet (the number to save under another
 * name, no details in a voicemail unless asked).
 */
export function NextSteps({ locale, siteConfig, safe }: TNextStepsProps) {
  const copy = COPY[locale];
  const safetyId = useId();
  const phone = siteConfig?.phones.find((line) => line.id === siteConfig.callback.phone_id);
  return (
    <AfterFormSection heading={copy.nextHeading} slot="next-steps">
      <p>{copy.who}</p>
      <p>{copy.when(phone?.display ?? null, siteConfig?.callback.within_business_days ?? 1)}</p>
      {safe ? (
        <section className={styles.safety} aria-labelledby={safetyId} data-slot="safety-reminder">
          <ShieldIcon size={26} className={styles.safetyIcon} />
          <div>
            <h3 id={safetyId} className={styles.safetyHeading}>
              {copy.safetyHeading}
            </h3>
            <ul>
              {phone ? <li>{copy.safetyNumber(phone.display)}</li> : null}
              <li>{copy.safetyVoicemail}</li>
            </ul>
          </div>
        </section>
      ) : null}
    </AfterFormSection>
  );
}
