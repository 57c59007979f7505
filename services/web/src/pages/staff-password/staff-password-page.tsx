import { useLocation } from '../../lib/site-router';
import { RETURN_PARAM, safeReturnPath } from '@firm/shared/routes/staff-paths';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert, StaffField } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { postedErrorOf, StaffPostedForm } from '../../features/staff/components/staff-posted-form';
import { staffHead } from '../../features/staff/staff-head';
import { COPY } from './staff-password-copy';

const FIELDS = [
  { name: 'current_password', key: 'current', autoComplete: 'current-password' },
  { name: 'new_password', key: 'next', autoComplete: 'new-password' },
  { name: 'confirm_password', key: 'confirm', autoComplete: 'new-password' },
] as const;

/**
 * The password page: where a one-time password is replaced (the edge sends such a member here first)
 * and where anyone changes theirs. Posted to this page; the edge forwards it and the new session cookie.
 */
export const page: TPageModule<null> = {
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell }) => {
    const { search } = useLocation();
    const copy = COPY[locale];
    const posted = shell.staffPost?.form === 'password' ? shell.staffPost : null;
    const target = safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '';
    return (
      <StaffPage heading={copy.heading} width="narrow">
        <StaffPostedForm
          csrfToken={shell.csrfToken}
          returnPath={target}
          posted={posted}
          submitLabel={copy.submit}
          notice={
            shell.staff?.mustChangePassword ? (
              <StaffAlert tone="info">{copy.oneTime}</StaffAlert>
            ) : null
          }
        >
          {/* lets password managers tie the new password to the account */}
          <input
            type="hidden"
            name="username"
            autoComplete="username"
            value={shell.staff?.email ?? ''}
          />
          {FIELDS.map((field) => (
            <StaffField
              key={field.name}
              id={field.name.replace('_', '-')}
              name={field.name}
              type="password"
              label={copy[field.key]}
              hint={field.key === 'next' ? copy.nextHint : undefined}
              autoComplete={field.autoComplete}
              minLength={field.key === 'current' ? undefined : 12}
              required
              error={postedErrorOf(posted, field.name)}
            />
          ))}
        </StaffPostedForm>
      </StaffPage>
    );
  },
};
