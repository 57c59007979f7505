/**
 * The staff forms the web edge answers itself when they are posted: sign-in, password change, and the
 * inbox's (a lead's status, note, call and re-send, a routing rule).
 */
export type TStaffFormId =
  | 'sign-in'
  | 'password'
  | 'lead-status'
  | 'lead-note'
  | 'lead-call'
  | 'lead-resend'
  | 'lead-follow-up'
  | 'routing'
  | 'intake-settings'
  | 'assignment'
  | 'lead-assign'
  | 'lead-dnc'
  | 'availability'
  | 'privacy-request'
  | 'privacy-retention'
  | 'lead-correct'
  | 'lead-hold'
  | 'lead-erase';

/** The query parameter of the page a successful inbox post returns to: what was done. */
export const DONE_PARAM = 'hecho';

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
