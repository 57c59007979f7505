import { useLocation } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from '@firm/shared/routes/staff-paths';
import type { TPageModule } from '../../app/page-types';
import {
  StaffAlert,
  StaffField,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { COPY } from './staff-password-copy';

/**
 * The password page: where a one-time password is replaced (the edge sends such a member here first)
 * and where anyone changes theirs. Posted to this page; the edge forwards it and the new session cookie.
 */
export const page: TPageModule<null> = {
  head: ({ locale }) => ({
    title: COPY[locale].title,
    description: COPY[locale].description,
    breadcrumb: [],
    noindex: true,
  }),
  Page: ({ locale, shell }) => {
    const { pathname, search } = useLocation();
    const copy = COPY[locale];
    const posted = shell.staffPost?.form === 'password' ? shell.staffPost : null;
    const target = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '';
    const errorOf = (field: string) => posted?.errors.find((e) => e.field === field)?.message;
    return (
      <StaffPage heading={copy.heading} width="narrow">
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        {!posted && shell.staff?.mustChangePassword ? (
          <StaffAlert tone="info">{copy.oneTime}</StaffAlert>
        ) : null}
        <form method="post" action={pathname + search} className={staffFormStyles.form}>
          <input type="hidden" name="_token" value={shell.csrfToken} />
          <input type="hidden" name={RETURN_PARAM} value={target} />
          {/* lets password managers tie the new password to the account */}
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={shell.staff?.email ?? ''}
          />
          <StaffField
            id="current-password"
            name="current_password"
            type="password"
            label={copy.current}
            autoComplete="current-password"
            required
            error={errorOf('current_password')}
          />
          <StaffField
            id="new-password"
            name="new_password"
            type="password"
            label={copy.next}
            hint={copy.nextHint}
            autoComplete="new-password"
            minLength={12}
            required
            error={errorOf('new_password')}
          />
          <StaffField
            id="confirm-password"
            name="confirm_password"
            type="password"
            label={copy.confirm}
            autoComplete="new-password"
            required
            error={errorOf('confirm_password')}
          />
          <div>
            <button type="submit" className={staffFormStyles.button}>
              {copy.submit}
            </button>
          </div>
        </form>
      </StaffPage>
    );
  },
};
