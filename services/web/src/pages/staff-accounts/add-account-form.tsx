import type { FormEvent } from 'react';
import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { StaffField, staffFormStyles } from '../../features/staff/components/staff-form';
import { COPY } from './staff-accounts-copy';
import styles from './staff-accounts-page.module.css';

/** Props of {@link AddAccountForm}. */
export type TAddAccountFormProps = {
  locale: TLocale;
  busy: boolean;
  /** Adds the member; true when it was added (the form empties). */
  add: (fields: { email: string; name: string; role: string }) => Promise<boolean>;
  /** A refused field's message. */
  fieldError: (field: string) => string | undefined;
};

/** The form that adds a member: e-mail, name and role. */
export function AddAccountForm({ locale, busy, add, fieldError }: TAddAccountFormProps) {
  const copy = COPY[locale];
  const [role, setRole] = useState('intake');
  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const added = await add({
      email: String(data.get('email') ?? ''),
      name: String(data.get('name') ?? ''),
      role,
    });
    if (added) form.reset();
  };
  return (
    <section aria-labelledby="add-heading" className={styles.section}>
      <h2 id="add-heading">{copy.addHeading}</h2>
      <form onSubmit={onAdd} className={`${staffFormStyles.form} ${styles.addForm}`}>
        <StaffField
          id="account-email"
          name="email"
          type="email"
          label={copy.email}
          autoComplete="off"
          required
          error={fieldError('email')}
        />
        <StaffField
          id="account-name"
          name="name"
          type="text"
          label={copy.name}
          autoComplete="off"
          error={fieldError('name')}
        />
        <div className={staffFormStyles.field}>
          <label htmlFor="account-role" className={staffFormStyles.label}>
            {copy.role}
          </label>
          <select
            id="account-role"
            className={staffFormStyles.select}
            value={role}
            onChange={(event) => setRole(event.target.value)}
          >
            <option value="intake">{copy.roles.intake}</option>
            <option value="editor">{copy.roles.editor}</option>
            <option value="admin">{copy.roles.admin}</option>
          </select>
        </div>
        <div>
          <button type="submit" className={staffFormStyles.button} disabled={busy}>
            {copy.add}
          </button>
        </div>
      </form>
    </section>
  );
}
