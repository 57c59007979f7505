import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './staff-form.module.css';

/** Props of {@link StaffField}. */
export type TStaffFieldProps = {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/** What every labelled control shares: its id, label, optional hint and error. */
type TControlFrame = {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
};

/** The accessibility attributes a control takes from its frame (hint and error linked to it). */
function controlAria({ id, hint, error }: TControlFrame) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const;
}

/** A control with its label above, its hint, and its error in words below it. */
function ControlFrame({
  id,
  label,
  hint,
  error,
  children,
}: TControlFrame & { children: ReactNode }) {
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
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input of a staff form, its error in words below it (linked by aria-describedby). */
export function StaffField({ id, label, error, hint, ...input }: TStaffFieldProps) {
  const frame = { id, label, hint, error };
  return (
    <ControlFrame {...frame}>
      <input {...input} {...controlAria(frame)} className={styles.input} />
    </ControlFrame>
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
export type TStaffSelectProps = TControlFrame & {
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
};

/** A labelled select of a staff form (uncontrolled: it works before JavaScript). */
export function StaffSelect({ name, value, options, ...frame }: TStaffSelectProps) {
  return (
    <ControlFrame {...frame}>
      <select {...controlAria(frame)} name={name} defaultValue={value} className={styles.select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </ControlFrame>
  );
}

/** Props of {@link StaffTextArea}. */
export type TStaffTextAreaProps = TControlFrame & {
  name: string;
  value: string;
  maxLength: number;
};

/** A labelled text area of a staff form (uncontrolled). */
export function StaffTextArea({ name, value, maxLength, ...frame }: TStaffTextAreaProps) {
  return (
    <ControlFrame {...frame}>
      <textarea
        {...controlAria(frame)}
        name={name}
        defaultValue={value}
        maxLength={maxLength}
        rows={3}
        className={styles.input}
      />
    </ControlFrame>
  );
}
