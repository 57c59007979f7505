import type { ReactNode } from 'react';
import { useLocation } from '../../../lib/site-router';
import { RETURN_PARAM } from '@firm/shared/routes/staff-paths';
import type { TStaffPostResult } from '../utils/staff-post-result';
import { StaffAlert, staffFormStyles } from './staff-form';

/** Props of {@link StaffPostedForm}. */
export type TStaffPostedFormProps = {
  csrfToken: string;
  /** Where to go after success (a staff path, checked again by the edge); '' for the default. */
  returnPath: string;
  /** The refused post this page shows again, or null. */
  posted: TStaffPostResult | null;
  submitLabel: string;
  /** Shown above the form when nothing was posted. */
  notice?: ReactNode;
  children: ReactNode;
};

/**
 * A staff form posted to its own page (sign-in, password): the refusal's message first, the
 * anti-forgery token and the return path as hidden fields, the fields, the submit button. It works
 * before JavaScript: the edge forwards it to leads-api.
 */
export function StaffPostedForm({
  csrfToken,
  returnPath,
  posted,
  submitLabel,
  notice,
  children,
}: TStaffPostedFormProps) {
  const { pathname, search } = useLocation();
  return (
    <>
      {posted ? <StaffAlert tone="error">{posted.message}</StaffAlert> : notice}
      <form method="post" action={pathname + search} className={staffFormStyles.form}>
        <input type="hidden" name="_token" value={csrfToken} />
        <input type="hidden" name={RETURN_PARAM} value={returnPath} />
        {children}
        <div>
          <button type="submit" className={staffFormStyles.button}>
            {submitLabel}
          </button>
        </div>
      </form>
    </>
  );
}

/** The message of a refused post for one field, if any. */
export function postedErrorOf(posted: TStaffPostResult | null, field: string): string | undefined {
  return posted?.errors.find((error) => error.field === field)?.message;
}
