import type { UseFormRegisterReturn } from 'react-hook-form';
import { CALL_SAFETY_VALUES, SAFETY_FIELDS, SAFETY_YES_NO } from '@firm/shared/forms/safety-wire';
import { FIELD_MAX_LENGTH } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { t, type TMessageKey } from '@firm/shared/i18n/messages';
import { errorAttributes, FieldError } from './form-field';
import styles from './lead-form.module.css';

type TSafetyName = (typeof SAFETY_FIELDS)[keyof typeof SAFETY_FIELDS];

/** Props of {@link SafetyQuestions}. */
export type TSafetyQuestionsProps = {
  locale: TLocale;
  idOf: (name: string) => string;
  register: (name: TSafetyName) => UseFormRegisterReturn;
  messageOf: (name: string) => string | undefined;
  /** The answers a post without JavaScript sent back (nothing is preselected otherwise). */
  defaults: Partial<Record<TSafetyName, string>>;
};

type TChoice = { value: string; label: TMessageKey };

const YES_NO: TChoice[] = [
  { value: SAFETY_YES_NO.yes, label: 'field.yes' },
  { value: SAFETY_YES_NO.no, label: 'field.no' },
];
const CALL: TChoice[] = [
  { value: CALL_SAFETY_VALUES.yes, label: 'field.yes' },
  { value: CALL_SAFETY_VALUES.no, label: 'field.no' },
  { value: CALL_SAFETY_VALUES.hours, label: 'safety.callHoursOption' },
];

/**
 * How the firm may contact the visitor (issue 29 §1), on the humanitarian visa pages' forms after the
 * message: three optional questions as radio groups under visible legends, nothing preselected, and
 * one calm line saying why. The hours field is always in the page and shown by CSS when "only at
 * certain times" is checked, so it works before JavaScript loads as after.
 */
export function SafetyQuestions({
  locale,
  idOf,
  register,
  messageOf,
  defaults,
}: TSafetyQuestionsProps) {
  const group = (name: TSafetyName, legend: TMessageKey, choices: TChoice[]) => {
    const id = idOf(name);
    const error = messageOf(name);
    return (
      <fieldset className={styles.choices} data-safety-question={name}>
        <legend className={styles.legend}>{t(locale, legend)}</legend>
        <div className={styles.choiceRow}>
          {choices.map((choice, index) => (
            <label key={choice.value} className={styles.choice}>
              <input
                {...register(name)}
                id={index === 0 ? id : `${id}-${choice.value}`}
                type="radio"
                value={choice.value}
                defaultChecked={defaults[name] === choice.value}
                {...errorAttributes(id, error)}
              />
              {t(locale, choice.label)}
            </label>
          ))}
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
    );
  };
  const hoursId = idOf(SAFETY_FIELDS.callHours);
  const hoursError = messageOf(SAFETY_FIELDS.callHours);
  return (
    <div className={styles.safety} data-slot="safety-questions">
      <p className={styles.safetyWhy}>{t(locale, 'safety.why')}</p>
      <div className={styles.safetyCall}>
        {group(SAFETY_FIELDS.call, 'safety.call', CALL)}
        <div className={styles.safetyHours} data-slot="safety-hours">
          <label htmlFor={hoursId} className={styles.label}>
            {t(locale, 'safety.callHours')}
          </label>
          <input
            {...register(SAFETY_FIELDS.callHours)}
            id={hoursId}
            type="text"
            maxLength={FIELD_MAX_LENGTH.horas_llamar}
            className={styles.input}
            defaultValue={defaults[SAFETY_FIELDS.callHours] ?? ''}
            {...errorAttributes(hoursId, hoursError)}
          />
          <FieldError id={hoursId} error={hoursError} />
        </div>
      </div>
      {group(SAFETY_FIELDS.voicemail, 'safety.voicemail', YES_NO)}
      {group(SAFETY_FIELDS.texts, 'safety.texts', YES_NO)}
    </div>
  );
}
