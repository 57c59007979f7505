import { useLocation } from '../../lib/site-router';
import { RETURN_PARAM, safeReturnPath } from '@firm/shared/routes/staff-paths';
import type { TPageModule } from '../../app/page-types';
import { StaffField, staffFormStyles } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { postedErrorOf, StaffPostedForm } from '../../features/staff/components/staff-posted-form';
import { staffHead } from '../../features/staff/staff-head';
import { COPY } from './staff-sign-in-copy';

/**
 * The staff sign-in page: a real form posted to this page (the edge forwards it to leads-api, sets the
 * session cookie and goes on to the return path, a staff path of this site only), so it works before
 * JavaScript. A refused attempt comes back with the message and the e-mail address kept.
 */
export const page: TPageModule<null> = {
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell }) => {
    const { search } = useLocation();
    const copy = COPY[locale];
    const posted = shell.staffPost?.form === 'sign-in' ? shell.staffPost : null;
    const target =
      safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ??
      safeReturnPath(posted?.values[RETURN_PARAM]) ??
      '';
    return (
      <StaffPage heading={copy.heading} lead={copy.lead} width="narrow">
        <StaffPostedForm
          csrfToken={shell.csrfToken}
          returnPath={target}
          posted={posted}
          submitLabel={copy.submit}
        >
          <StaffField
            id="staff-email"
            name="email"
            type="email"
            label={copy.email}
            autoComplete="username"
            inputMode="email"
            required
            defaultValue={posted?.values.email ?? ''}
            error={postedErrorOf(posted, 'email')}
          />
          <StaffField
            id="staff-password"
            name="password"
            type="password"
            label={copy.password}
            autoComplete="current-password"
            required
            error={postedErrorOf(posted, 'password')}
          />
        </StaffPostedForm>
        <p className={staffFormStyles.hint}>{copy.forgot}</p>
      </StaffPage>
    );
  },
};
