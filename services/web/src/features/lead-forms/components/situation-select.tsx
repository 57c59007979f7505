import type { UseFormRegisterReturn } from 'react-hook-form';
import { situationOptions } from '@firm/shared/forms/situations';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { errorAttributes, FormField } from './form-field';
import styles from './lead-form.module.css';

/** Props of {@link SituationSelect}. */
export type TSituationSelectProps = {
  id: string;
  locale: TLocale;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  defaultValue?: string;
};

/** The situation choice: a placeholder, then the 8 options of SPEC §5 in the form's language. */
export function SituationSelect({
  id,
  locale,
  registration,
  error,
  defaultValue = '',
}: TSituationSelectProps) {
  return (
    <FormField id={id} label={t(locale, 'field.situation')} error={error}>
      <select
        {...registration}
        id={id}
        className={styles.select}
        defaultValue={defaultValue}
        {...errorAttributes(id, error)}
      >
        <option value="">{t(locale, 'field.situationPlaceholder')}</option>
        {situationOptions(locale).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
