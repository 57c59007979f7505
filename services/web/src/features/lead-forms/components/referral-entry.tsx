import { t } from '@firm/shared/i18n/messages';
import type { TReferralEntry } from '../hooks/use-referral-entry';
import { REFERRAL_ENTRY_FIELDS, REFERRAL_INTENT } from '../utils/referral-intent';
import { errorAttributes, FormField } from './form-field';
import styles from './lead-form.module.css';
import listStyles from './referral-form.module.css';

/** Props of {@link ReferralEntry}. */
export type TReferralEntryProps = {
  idOf: (field: string) => string;
  entry: TReferralEntry;
  /** Saves the entry; resolves to its first failing check, null when saved. */
  onSave: () => Promise<{ field: string } | null>;
};

const LOCALE = 'es';

/** The referral being typed: name (letters, apostrophes, hyphens), phone (digits only, 11 at most) and AGREGAR / EDITAR. */
export function ReferralEntry({ idOf, entry, onSave }: TReferralEntryProps) {
  const nameId = idOf('entry-nombre');
  const phoneId = idOf('entry-phone');
  const nameError = entry.error?.field === 'nombre' ? entry.error.message : undefined;
  const phoneError = entry.error?.field === 'phone' ? entry.error.message : undefined;
  return (
    <>
      <div className={listStyles.entryRow}>
        <FormField id={nameId} label={t(LOCALE, 'field.name')} error={nameError}>
          <input
            id={nameId}
            name={REFERRAL_ENTRY_FIELDS.nombre}
            type="text"
            autoComplete="off"
            className={styles.input}
            value={entry.name}
            onChange={(event) => entry.setName(event.target.value)}
            {...errorAttributes(nameId, nameError)}
          />
        </FormField>
        <FormField id={phoneId} label={t(LOCALE, 'field.phone')} error={phoneError}>
          <input
            id={phoneId}
            name={REFERRAL_ENTRY_FIELDS.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            className={styles.input}
            value={entry.phone}
            onChange={(event) => entry.setPhone(event.target.value)}
            {...errorAttributes(phoneId, phoneError)}
          />
        </FormField>
      </div>
      {entry.list.editing === null ? null : (
        <input type="hidden" name={REFERRAL_ENTRY_FIELDS.editing} value={entry.list.editing} />
      )}
      <button
        type="submit"
        name={REFERRAL_INTENT.field}
        value={REFERRAL_INTENT.add}
        className={listStyles.secondary}
        onClick={(event) => {
          event.preventDefault();
          void onSave().then(
            (failed) =>
              document.getElementById(failed?.field === 'phone' ? phoneId : nameId)?.focus(),
            () => undefined,
          );
        }}
      >
        {t(LOCALE, entry.list.editing === null ? 'referrals.add' : 'referrals.edit')}
      </button>
    </>
  );
}
