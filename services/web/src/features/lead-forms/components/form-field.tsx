import type { ReactNode } from 'react';
import styles from './lead-form.module.css';

/** The id of a field's error message. */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/**
 * The attributes that tie a control to its error: `aria-invalid` and `aria-describedby` while it fails.
 * @param id - the control's id
 * @param error - the message shown, if any
 */
export function errorAttributes(id: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true, 'aria-describedby': errorIdOf(id) }
    : { 'aria-invalid': false };
}

/** Props of {@link FieldError}. */
export type TFieldErrorProps = { id: string; error: string | undefined };

/** A field's message, in words, beside it. */
export function FieldError({ id, error }: TFieldErrorProps) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className={styles.error} data-field-error="">
      {error}
    </p>
  );
}

/** Props of {@link FormField}. */
export type TFormFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
};

/** A labelled control (the label is always visible) with its error message below it. */
export function FormField({ id, label, error, children }: TFormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}
