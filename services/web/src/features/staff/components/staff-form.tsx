import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './staff-form.module.css';

/** Props of {@link StaffField}. */
export type TStaffFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** A labelled input of a staff form, its error in words below it (linked by aria-describedby). */
export function StaffField({ id, label, error, hint, ...input }: TStaffFieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const TONE = { error: styles.toneError, success: styles.toneSuccess, info: styles.toneInfo };

/** Props of {@link StaffAlert}. */
export type TStaffAlertProps = { tone: 'error' | 'success' | 'info'; children: ReactNode };

/** A message about the whole form or page; errors and successes are announced. */
export function StaffAlert({ tone, children }: TStaffAlertProps) {
  return (
    <div
      className={`${styles.alert} ${TONE[tone]}`}
      role={tone === 'info' ? undefined : 'alert'}
      data-testid="staff-alert"
    >
      {children}
    </div>
  );
}

/** The class names of the staff forms' shared parts (form grid, buttons, select). */
export const staffFormStyles = styles;

/** Props of {@link StaffSelect}. */
export type TStaffSelectProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/** A labelled select of a staff form (uncontrolled: it works before JavaScript). */
export function StaffSelect({ id, name, label, value, options, error }: TStaffSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link StaffTextArea}. */
export type TStaffTextAreaProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  maxLength: number;
  hint?: string;
  error?: string | undefined;
};

/** A labelled text area of a staff form (uncontrolled). */
export function StaffTextArea({
  id,
  name,
  label,
  value,
  maxLength,
  hint,
  error,
}: TStaffTextAreaProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        rows={3}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
