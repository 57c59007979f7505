import type { TLocale } from '@firm/shared/i18n/locale';
import { AfterFormSection } from '../kit/after-form';
import { COPY } from './thank-you-copy';
import styles from './thank-you-page.module.css';

/** Props of {@link CallChecklist}. */
export type TCallChecklistProps = { locale: TLocale };

/** What to have at hand for the call: short and reassuring, with no promise about the case. */
export function CallChecklist({ locale }: TCallChecklistProps) {
  const copy = COPY[locale];
  return (
    <AfterFormSection heading={copy.readyHeading} slot="call-checklist">
      <ul className={styles.checklist}>
        {copy.ready.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{copy.readyNote}</p>
    </AfterFormSection>
  );
}
