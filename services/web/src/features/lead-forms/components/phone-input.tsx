import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { digitsOnly } from '@firm/shared/forms/sanitize';
import { errorAttributes } from './form-field';
import styles from './lead-form.module.css';

/** Props of {@link PhoneInput}. */
export type TPhoneInputProps = {
  id: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** The most digits kept as typed (SPEC §9: 11 on the Spanish landing and parole forms). */
  cap: number | undefined;
  defaultValue?: string;
  onEdit?: () => void;
};

/**
 * A phone input that keeps digits only as the visitor types or pastes, cut to the form's cap. Numeric
 * keyboard and telephone autofill on phones.
 */
export function PhoneInput({
  id,
  registration,
  error,
  cap,
  defaultValue,
  onEdit,
}: TPhoneInputProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const filtered = digitsOnly(event.target.value, cap);
    if (filtered !== event.target.value) event.target.value = filtered;
    onEdit?.();
    return registration.onChange(event);
  };
  return (
    <input
      {...registration}
      onChange={onChange}
      id={id}
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      className={styles.input}
      defaultValue={defaultValue}
      {...errorAttributes(id, error)}
    />
  );
}
