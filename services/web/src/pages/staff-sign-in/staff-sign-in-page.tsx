import { useLocation } from 'react-router-dom';
import { RETURN_PARAM, safeReturnPath } from '@firm/shared/routes/staff-paths';
import type { TPageModule } from '../../app/page-types';
import {
  StaffAlert,
  StaffField,
  staffFormStyles,
} from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { COPY } from './staff-sign-in-copy';

/**
 * The staff sign-in page: a real form posted to this page (the edge forwards it to leads-api, sets the
 * session cookie and goes on to the return path, a staff path of this site only), so it works before
 * JavaScript. A refused attempt comes back with the message and the e-mail address kept.
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
    const posted = shell.staffPost?.form === 'sign-in' ? shell.staffPost : null;
    const target =
      safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ??
      safeReturnPath(posted?.values[RETURN_PARAM]) ??
      '';
    const errorOf = (field: string) => posted?.errors.find((e) => e.field === field)?.message;
    return (
      <StaffPage heading={copy.heading} lead={copy.lead} width="narrow">
        {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : null}
        <form method="post" action={pathname + search} className={staffFormStyles.form}>
          <input type="hidden" name="_token" value={shell.csrfToken} />
          <input type="hidden" name={RETURN_PARAM} value={target} />
          <StaffField
            id="staff-email"
            name="email"
            type="email"
            label={copy.email}
            autoComplete="username"
            inputMode="email"
            required
            defaultValue={posted?.values.email ?? ''}
            error={errorOf('email')}
          />
          <StaffField
            id="staff-password"
            name="password"
            type="password"
            label={copy.password}
            autoComplete="current-password"
            required
            error={errorOf('password')}
          />
          <div>
            <button type="submit" className={staffFormStyles.button}>
              {copy.submit}
            </button>
          </div>
        </form>
        <p className={staffFormStyles.hint}>{copy.forgot}</p>
      </StaffPage>
    );
  },
};
