import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t } from '@firm/shared/i18n/messages';
import { errorAttributes, FieldError } from './form-field';
import styles from './lead-form.module.css';

/** Props of {@link YesNoField}. */
export type TYesNoFieldProps = {
  id: string;
  locale: TLocale;
  legend: string;
  /** The wire values of the two answers: married is yes/no, stay is si/no (SPEC §5). */
  values: { yes: string; no: string };
  registration: UseFormRegisterReturn;
  error: string | undefined;
  defaultValue?: string;
};

/** A yes/no question as a group of two radio buttons under a visible legend. */
export function YesNoField({
  id,
  locale,
  legend,
  values,
  registration,
  error,
  defaultValue,
}: TYesNoFieldProps) {
  const a11y = errorAttributes(id, error);
  const answers = [
    { key: 'yes', value: values.yes, label: t(locale, 'field.yes') },
    { key: 'no', value: values.no, label: t(locale, 'field.no') },
  ];
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choiceRow}>
        {answers.map((answer) => (
          <label key={answer.key} className={styles.choice}>
            <input
              {...registration}
              id={answer.key === 'yes' ? id : `${id}-${answer.key}`}
              type="radio"
              value={answer.value}
              defaultChecked={defaultValue === answer.value}
              {...a11y}
            />
            {answer.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
