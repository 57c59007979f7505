import { useCallback, useReducer, useState } from 'react';
import { digitsOnly, nameInputFilter } from '@firm/shared/forms/sanitize';
import { PHONE_MAX_DIGITS_CAPPED } from '@firm/shared/constants';
import type { TFieldError } from '@firm/shared/forms/validation-result';
import { loadValidation } from '../api/load-validation';
import { referralListReducer } from '../utils/referral-list';
import type { TReferralList } from '../utils/referral-list';
import type { TReferralEntryState } from '../utils/referral-intent';

/** What {@link useReferralEntry} gives the referrals form. */
export type TReferralEntry = {
  list: TReferralList;
  name: string;
  phone: string;
  /** The first failing check of the entry being added (name, then phone). */
  error: TFieldError | null;
  /** Letters, apostrophes and hyphens only, as typed. */
  setName: (value: string) => void;
  /** Digits only as typed, at most 11. */
  setPhone: (value: string) => void;
  /** Adds the entry (or saves the one being edited); resolves to its first failing check, null when saved. */
  save: () => Promise<TFieldError | null>;
  edit: (index: number) => void;
  remove: (index: number) => void;
  clear: () => void;
};

/**
 * The referral being typed and the list it goes into (SPEC §4, §5): the name keeps letters, apostrophes and hyphens, the phone
 * digits only (11 at most); AGREGAR checks both before adding; EDITAR puts an entry back into the inputs.
 * @param start - the state to start from
 */
export function useReferralEntry(start: TReferralEntryState): TReferralEntry {
  const [list, dispatch] = useReducer(referralListReducer, start.list);
  const [name, setNameValue] = useState(start.name);
  const [phone, setPhoneValue] = useState(start.phone);
  const [error, setError] = useState<TFieldError | null>(start.error);

  const setName = useCallback((value: string) => {
    setNameValue(nameInputFilter(value));
    setError((current) => (current?.field === 'nombre' ? null : current));
  }, []);
  const setPhone = useCallback((value: string) => {
    setPhoneValue(digitsOnly(value, PHONE_MAX_DIGITS_CAPPED));
    setError((current) => (current?.field === 'phone' ? null : current));
  }, []);

  const save = async () => {
    const { validateReferral } = await loadValidation();
    const result = validateReferral({ nombre: name, phone });
    if (!result.ok) {
      const first = result.errors[0] ?? null;
      setError(first);
      return first;
    }
    dispatch({ type: 'save', referral: { nombre: result.data.nombre, phone: result.data.phone } });
    setNameValue('');
    setPhoneValue('');
    setError(null);
    return null;
  };

  const edit = (index: number) => {
    const item = list.items[index];
    if (!item) return;
    dispatch({ type: 'edit', index });
    setNameValue(item.nombre);
    setPhoneValue(item.phone);
    setError(null);
  };

  const remove = (index: number) => {
    if (list.editing === index) {
      setNameValue('');
      setPhoneValue('');
    }
    dispatch({ type: 'remove', index });
  };

  const clear = () => dispatch({ type: 'clear' });

  return { list, name, phone, error, setName, setPhone, save, edit, remove, clear };
}
