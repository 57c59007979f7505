import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TConsentPreviewKind } from '@firm/shared/constants';
import { consentPreview } from '@firm/shared/forms/consent';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { CHECKED_VALUE } from '../utils/wire-fields';
import { ConsentText } from './consent-text';
import { errorAttributes, FieldError } from './form-field';
import styles from './lead-form.module.css';

/** Props of {@link ConsentField}. */
export type TConsentFieldProps = {
  id: string;
  locale: TLocale;
  /** The preview size of the form (SPEC §9: 200, 250, 100 or 50 characters). */
  preview: TConsentPreviewKind;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  defaultChecked?: boolean;
};

/**
 * The consent checkbox (unticked at first) with its text: a preview that 'Show more' / 'Ver más' opens
 * to the full text and 'Show less' / 'Ver menos' closes again.
 */
export function ConsentField({
  id,
  locale,
  preview,
  registration,
  error,
  defaultChecked,
}: TConsentFieldProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = `${id}-text`;
  const a11y = errorAttributes(id, error);
  return (
    <div className={styles.consent}>
      <input
        {...registration}
        id={id}
        type="checkbox"
        value={CHECKED_VALUE}
        className={styles.consentBox}
        defaultChecked={defaultChecked}
        {...a11y}
      />
      <label htmlFor={id} id={textId} className={styles.consentText} data-testid="consent-text">
        {expanded ? <ConsentText locale={locale} /> : consentPreview(locale, preview)}
      </label>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((open) => !open)}
      >
        {t(locale, expanded ? 'consent.showLess' : 'consent.showMore')}
      </button>
      <FieldError id={id} error={error} />
    </div>
  );
}
