import { useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import { STAFF_API_PATHS, staffAccountActionPath } from '@firm/shared/routes/staff-paths';
import type { TStaffAccount, TStaffAuditEntry } from '@firm/shared/staff/staff-identity';
import { StaffApiError, staffGet, staffPost } from '../../features/staff/api/staff-api';
import { useHydrated } from '../../features/staff/hooks/use-hydrated';

/** `GET /api/staff/accounts`. */
export type TAccountsAnswer = { accounts: TStaffAccount[] };
/** `GET /api/staff/accounts/audit`. */
export type TAuditAnswer = { entries: TStaffAuditEntry[] };
type TWithPassword = { account: TStaffAccount; oneTimePassword: string | null };

/** What the page shows after an action: a one-time password once, a confirmation or an error. */
export type TAccountsNotice =
  | { kind: 'password'; email: string; password: string }
  | { kind: 'changed'; email: string }
  | { kind: 'error'; message: string; errors: { field: string; message: string }[] };

/**
 * The accounts and their recent changes — as the page's loader read them, then kept fresh by swr after
 * each action — and the admin's actions on them.
 */
export function useStaffAccounts(
  locale: TLocale,
  csrfToken: string,
  initial: { accounts: TAccountsAnswer; audit: TAuditAnswer },
) {
  const accounts = useSWR(STAFF_API_PATHS.accounts, staffGet<TAccountsAnswer>(locale), {
    fallbackData: initial.accounts,
    revalidateOnMount: false,
  });
  const audit = useSWR(STAFF_API_PATHS.accountsAudit, staffGet<TAuditAnswer>(locale), {
    fallbackData: initial.audit,
    revalidateOnMount: false,
  });
  const [notice, setNotice] = useState<TAccountsNotice | null>(null);
  const [busy, setBusy] = useState(false);
  // the server renders the list with its buttons; they work (and are enabled) once the page has hydrated
  const hydrated = useHydrated();

  async function act<T>(
    run: () => Promise<T>,
    after: (result: T) => TAccountsNotice,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const result = await run();
      setNotice(after(result));
      await Promise.all([accounts.mutate(), audit.mutate()]);
      return true;
    } catch (error) {
      const problem = error instanceof StaffApiError ? error : new StaffApiError(String(error), 0);
      setNotice({ kind: 'error', message: problem.message, errors: problem.errors });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const options = { locale, csrfToken };
  const passwordNotice = (answer: TWithPassword): TAccountsNotice =>
    answer.oneTimePassword
      ? { kind: 'password', email: answer.account.email, password: answer.oneTimePassword }
      : { kind: 'changed', email: answer.account.email };

  return {
    accounts: accounts.data.accounts,
    audit: audit.data.entries,
    loadError: accounts.error as StaffApiError | undefined,
    notice,
    busy: busy || !hydrated,
    add: (fields: { email: string; name: string; role: string }) =>
      act(
        () => staffPost<TWithPassword>(STAFF_API_PATHS.accounts, fields, options),
        passwordNotice,
      ),
    setDisabled: (account: TStaffAccount, disabled: boolean) =>
      act(
        () =>
          staffPost<{ account: TStaffAccount }>(
            staffAccountActionPath(account.id, disabled ? 'disable' : 'enable'),
            {},
            options,
          ),
        (answer): TAccountsNotice => ({ kind: 'changed', email: answer.account.email }),
      ),
    reset: (account: TStaffAccount) =>
      act(
        () =>
          staffPost<TWithPassword>(
            staffAccountActionPath(account.id, 'reset-password'),
            {},
            options,
          ),
        passwordNotice,
      ),
  };
}
