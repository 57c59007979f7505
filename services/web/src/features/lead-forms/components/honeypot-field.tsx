import type { Ref } from 'react';
import { HIDDEN_FIELDS } from '../utils/wire-fields';
import styles from './lead-form.module.css';

/** Props of {@link HoneypotField}. */
export type THoneypotFieldProps = {
  id: string;
  inputRef: Ref<HTMLInputElement>;
  defaultValue?: string;
};

/**
 * The trap for bots: a text field off screen, hidden from screen readers (`aria-hidden`) and out of the tab
 * order, so no person ever fills it in. leads-api treats a filled one as spam.
 */
export function HoneypotField({ id, inputRef, defaultValue = '' }: THoneypotFieldProps) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        name={HIDDEN_FIELDS.honeypot}
        tabIndex={-1}
        autoComplete="off"
        defaultValue={defaultValue}
      />
    </div>
  );
}
