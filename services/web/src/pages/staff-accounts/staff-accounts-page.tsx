import type { TLocale } from '@firm/shared/i18n/locale';
import { STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { AccountList } from './account-list';
import { AccountsAudit } from './accounts-audit';
import { AddAccountForm } from './add-account-form';
import { COPY } from './staff-accounts-copy';
import styles from './staff-accounts-page.module.css';
import {
  useStaffAccounts,
  type TAccountsAnswer,
  type TAccountsNotice,
  type TAuditAnswer,
} from './use-staff-accounts';

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

type TAccountsData = { accounts: TAccountsAnswer; audit: TAuditAnswer };

/**
 * The admins' staff accounts: add a member, the list with disable/enable and reset, the latest
 * changes. The loader reads the list and the changes as the member; each action refreshes them.
 */
export const page: TPageModule<TAccountsData> = {
  loader: async ({ staffApi }) => {
    const [accounts, audit] = await Promise.all([
      staffRead<TAccountsAnswer>(staffApi, STAFF_API_PATHS.accounts),
      staffRead<TAuditAnswer>(staffApi, STAFF_API_PATHS.accountsAudit),
    ]);
    return { accounts, audit };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => {
    const copy = COPY[locale];
    const model = useStaffAccounts(locale, shell.csrfToken, data);
    const fieldError = (field: string) =>
      model.notice?.kind === 'error'
        ? model.notice.errors.find((e) => e.field === field)?.message
        : undefined;
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <div aria-live="polite">
          {model.notice ? <Notice notice={model.notice} locale={locale} /> : null}
        </div>
        <AddAccountForm locale={locale} busy={model.busy} add={model.add} fieldError={fieldError} />
        <AccountList locale={locale} selfId={shell.staff?.id} model={model} />
        <AccountsAudit locale={locale} audit={model.audit} />
      </StaffPage>
    );
  },
};
