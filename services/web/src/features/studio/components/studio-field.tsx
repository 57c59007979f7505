import type { ReactNode } from 'react';
import styles from './post-editor.module.css';

/** Props of {@link StudioField}. */
export type TStudioFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  lang?: string;
  hint?: string | undefined;
  error?: string | undefined;
  /** With a limit, a counter of the characters written. */
  max?: number;
  counter?: (n: number, max: number) => string;
  multiline?: boolean;
  /** A one-line field's type (`url`: a phone offers its address keyboard). @defaultValue 'text' */
  type?: 'text' | 'url';
  /** A multiline field's height in lines. @defaultValue 3 */
  rows?: number;
  prefix?: ReactNode;
};

/** A labelled text field of the studio with its hint, its counter and the server's problem below it. */
export function StudioField(props: TStudioFieldProps) {
  const { id, label, value, onChange, lang, hint, error, max, counter, multiline } = props;
  const described =
    [hint ? `${id}-hint` : '', max ? `${id}-count` : '', error ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const control = {
    id,
    value,
    lang,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: styles.input,
  };
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
      <div className={styles.withPrefix}>
        {props.prefix}
        {multiline ? (
          <textarea
            {...control}
            rows={props.rows ?? 3}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            type={props.type ?? 'text'}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
      {max && counter ? (
        <p
          id={`${id}-count`}
          className={`${styles.hint} ${value.length > max ? styles.over : ''}`}
          aria-live="polite"
        >
          {counter(value.length, max)}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
