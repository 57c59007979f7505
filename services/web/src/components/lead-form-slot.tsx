import type { ReactNode } from 'react';
import { useId } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import styles from './lead-form-slot.module.css';

/** Props of {@link LeadFormSlot}. */
export type TLeadFormSlotProps = {
  locale: TLocale;
  /** The lead form of the language ('Footer Inglés' / 'Footer Español' variants), supplied by the app shell. */
  children?: ReactNode;
};

/**
 * The titled region where the footer's lead form lives: 'Submit your case' / 'Envíe su caso'.
 * The frame renders it on every page; the lead-forms feature passes its form as `children`
 * (see `app/shell-layout.tsx`), so the footer never imports that feature.
 */
export function LeadFormSlot({ locale, children }: TLeadFormSlotProps) {
  const headingId = useId();
  return (
    <section
      className={styles.slot}
      aria-labelledby={headingId}
      id="submit-your-case"
      data-slot="lead-form"
    >
      <h2 id={headingId} className={styles.title}>
        {t(locale, 'form.title')}
      </h2>
      {children}
    </section>
  );
}
