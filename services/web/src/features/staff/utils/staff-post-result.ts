/** The staff forms the web edge answers itself when they are posted (sign-in, password change). */
export type TStaffFormId = 'sign-in' | 'password';

/**
 * The answer to a staff form posted to its page that did not succeed: the page renders again with the
 * message, the failing fields and what may be shown again (never a password).
 */
export type TStaffPostResult = {
  form: TStaffFormId;
  message: string;
  errors: { field: string; message: string }[];
  values: Record<string, string>;
};
