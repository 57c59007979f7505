import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStaffAccount } from '@firm/shared/staff/staff-identity';
import { StaffAlert, staffFormStyles } from '../../features/staff/components/staff-form';
import { COPY } from './staff-accounts-copy';
import styles from './staff-accounts-page.module.css';
import type { useStaffAccounts } from './use-staff-accounts';

function stateOf(account: TStaffAccount, locale: TLocale): string {
  const state = COPY[locale].state;
  if (account.disabledAt) return state.disabled;
  return account.mustChangePassword ? state.oneTime : state.active;
}

/** Props of {@link AccountList}. */
export type TAccountListProps = {
  locale: TLocale;
  /** The signed-in admin's own account id (they cannot disable it). */
  selfId: number | undefined;
  model: ReturnType<typeof useStaffAccounts>;
};

/** The accounts, each with its role and state, disable/enable (not one's own) and password reset. */
export function AccountList({ locale, selfId, model }: TAccountListProps) {
  const copy = COPY[locale];
  return (
    <section aria-labelledby="list-heading" className={styles.section}>
      <h2 id="list-heading">{copy.listHeading}</h2>
      {model.loadError ? <StaffAlert tone="error">{model.loadError.message}</StaffAlert> : null}
      <ul className={styles.accounts}>
        {model.accounts.map((account) => {
          const self = account.id === selfId;
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
  );
}
