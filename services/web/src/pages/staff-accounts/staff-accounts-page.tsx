import type { FormEvent } from 'react';
import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStaffAccount } from '@firm/shared/staff/staff-identity';
import type { TPageModule } from '../../app/page-types';
import {
  StaffAlert,
  StaffField,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { formatDateTime } from '../../features/staff/utils/format-date-time';
import { COPY } from './staff-accounts-copy';
import styles from './staff-accounts-page.module.css';
import { useStaffAccounts, type TAccountsNotice } from './use-staff-accounts';

function Notice({ notice, locale }: { notice: TAccountsNotice; locale: TLocale }) {
  const copy = COPY[locale];
  if (notice.kind === 'error') return <StaffAlert tone="error">{notice.message}</StaffAlert>;
  if (notice.kind === 'changed')
    return <StaffAlert tone="success">{copy.changed(notice.email)}</StaffAlert>;
  return (
    <StaffAlert tone="success">
      <p className={styles.noticeLine}>{copy.oneTimeFor(notice.email)}</p>
      <p className={styles.password} data-testid="one-time-password">
        {notice.password}
      </p>
      <p className={styles.noticeLine}>{copy.oneTimeNote}</p>
    </StaffAlert>
  );
}

function stateOf(account: TStaffAccount, locale: TLocale): string {
  const state = COPY[locale].state;
  if (account.disabledAt) return state.disabled;
  return account.mustChangePassword ? state.oneTime : state.active;
}

/** The admins' staff accounts: add a member, the list with disable/enable and reset, the latest changes. */
export const page: TPageModule<null> = {
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell }) => {
    const copy = COPY[locale];
    const model = useStaffAccounts(locale, shell.csrfToken);
    const [role, setRole] = useState('intake');
    const fieldError = (field: string) =>
      model.notice?.kind === 'error'
        ? model.notice.errors.find((e) => e.field === field)?.message
        : undefined;

    const onAdd = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const data = new FormData(form);
      const added = await model.add({
        email: String(data.get('email') ?? ''),
        name: String(data.get('name') ?? ''),
        role,
      });
      if (added) form.reset();
    };

    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <div aria-live="polite">
          {model.notice ? <Notice notice={model.notice} locale={locale} /> : null}
        </div>
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
              <button type="submit" className={staffFormStyles.button} disabled={model.busy}>
                {copy.add}
              </button>
            </div>
          </form>
        </section>
        <section aria-labelledby="list-heading" className={styles.section}>
          <h2 id="list-heading">{copy.listHeading}</h2>
          {model.loadError ? <StaffAlert tone="error">{model.loadError.message}</StaffAlert> : null}
          {!model.accounts && !model.loadError ? <p>{copy.loading}</p> : null}
          <ul className={styles.accounts}>
            {(model.accounts ?? []).map((account) => {
              const self = account.id === shell.staff?.id;
              return (
                <li key={account.id} className={styles.account} data-testid="staff-account">
                  <div className={styles.who}>
                    <span className={styles.email}>{account.email}</span>
                    <span>
                      {account.name} {self ? copy.you : ''}
                    </span>
                    <span className={styles.meta}>
                      {copy.roles[account.role]} · {stateOf(account, locale)}
                    </span>
                  </div>
                  <div className={styles.actions}>
                    {self ? null : (
                      <button
                        type="button"
                        className={staffFormStyles.secondary}
                        disabled={model.busy}
                        onClick={() => void model.setDisabled(account, !account.disabledAt)}
                        aria-label={`${account.disabledAt ? copy.enable : copy.disable}: ${account.email}`}
                      >
                        {account.disabledAt ? copy.enable : copy.disable}
                      </button>
                    )}
                    <button
                      type="button"
                      className={staffFormStyles.secondary}
                      disabled={model.busy}
                      onClick={() => void model.reset(account)}
                      aria-label={`${copy.reset}: ${account.email}`}
                    >
                      {copy.reset}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <section aria-labelledby="audit-heading" className={styles.section}>
          <h2 id="audit-heading">{copy.auditHeading}</h2>
          {model.audit && model.audit.length === 0 ? <p>{copy.auditEmpty}</p> : null}
          <ul className={styles.audit}>
            {(model.audit ?? []).map((entry) => (
              <li key={entry.id}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time> —{' '}
                {entry.targetEmail}: {copy.actions[entry.action] ?? entry.action} {copy.by}{' '}
                {entry.actorEmail ?? copy.commandLine}
              </li>
            ))}
          </ul>
        </section>
      </StaffPage>
    );
  },
};
