import { isStaffPath } from './staff-area';

/**
 * Paths of the staff area (issue 16): its API on leads-api, the queue dashboard, and the rules that keep
 * the area apart from the public site (robots, the sign-in return path).
 */

/** Every staff API path starts with this; the web edge forwards the prefix to leads-api. */
export const STAFF_API_PREFIX = '/api/staff/';

/** The staff API (leads-api), behind `requireStaff`. */
export const STAFF_API_PATHS = {
  /** GET: who is signed in (401 when nobody); POST: sign in. */
  session: '/api/staff/session',
  /** POST: sign out. */
  logout: '/api/staff/session/logout',
  /** POST: replace one's own password. */
  password: '/api/staff/password',
  /** GET: the accounts (admin); POST: add one. */
  accounts: '/api/staff/accounts',
  /** GET: the latest account changes (admin). */
  accountsAudit: '/api/staff/accounts/audit',
  /** GET: the inbox's lead list (filters in the query string). */
  leads: '/api/staff/leads',
  /** GET: the filtered list as CSV (UTF-8 with BOM). */
  leadsExport: '/api/staff/leads/export',
  /** GET: the staff home's numbers of the day and the oldest leads waiting for a first contact. */
  overview: '/api/staff/overview',
  /** GET: the routing rules and the configured defaults (admin); POST: add a rule. */
  routing: '/api/staff/routing',
  /** GET: the latest routing changes (admin). */
  routingAudit: '/api/staff/routing/audit',
  /** GET: the intake settings (the first-contact target) with their latest changes (admin); POST: change them. */
  intakeSettings: '/api/staff/intake-settings',
  /** GET: the assignment rules, the members who may own leads and the latest changes (admin); POST: add a rule. */
  assignment: '/api/staff/assignment',
  /** GET: the members a lead may be given to (enabled intake members and admins, who is available). */
  assignableMembers: '/api/staff/assignment/members',
  /** GET: whether the member takes new leads now; POST `{ available }`: mark oneself available or away. */
  availability: '/api/staff/me/availability',
  /** POST (admin) `{ phone?, email?, reason }`: mark a phone and/or e-mail "do not contact" (issue 31 §1). */
  privacyDoNotContact: '/api/staff/privacy/do-not-contact',
  /** GET: the privacy requests, open ones by due date (admin); POST: log one (issue 31 §2). */
  privacyRequests: '/api/staff/privacy/requests',
  /** GET `?q=`: leads whose phone (its last ten digits) or e-mail matches, to link to a request (admin). */
  privacyLeadSearch: '/api/staff/privacy/lead-search',
  /** GET: the retention schedule and its latest runs (admin); PUT/POST: change it (issue 31 §3). */
  privacyRetention: '/api/staff/privacy/retention',
  /** GET or POST (admin): what the next nightly run would erase, counts per rule (never names). */
  privacyRetentionDryRun: '/api/staff/privacy/retention/dry-run',
  /** GET: the status page's figures and alerts (admin, issue 33 §4; `TOpsStatus`). */
  opsStatus: '/api/staff/ops-status',
} as const;

/**
 * POST (leads-api's internal port, `x-edge-secret`): the web edge's heartbeat (`THeartbeat`), which
 * leads-api records for the status page; the edge has no database of its own. Never forwarded by the edge.
 */
export const EDGE_HEARTBEAT_PATH = '/internal/heartbeat';

/** POST (admin): change a privacy request (status, outcome, note, identity check, the one extension, more leads). */
export function staffPrivacyRequestPath(id: number): string {
  return `${STAFF_API_PATHS.privacyRequests}/${id}`;
}

/**
 * The privacy tools on one lead (issue 31 §3, admins): GET `export.json` / `export.html`, everything
 * held about the person; POST `correct`, a correction with its reason; POST `erase`, the person's
 * erasure (a conflict stub remains); POST `hold` / `hold/lift`, a legal hold that blocks erasure.
 */
export function staffPrivacyLeadPath(
  id: number,
  action: 'export.json' | 'export.html' | 'correct' | 'erase' | 'hold' | 'hold/lift',
): string {
  return `/api/staff/privacy/leads/${id}/${action}`;
}

/** What can be asked of or done to one lead (see {@link staffLeadPath}). */
export type TStaffLeadAction =
  | 'status'
  | 'resend'
  | 'timeline'
  | 'notes'
  | 'calls'
  | 'call-drafts'
  | 'follow-ups'
  | 'assign'
  | 'do-not-contact'
  | 'do-not-contact/lift';

/**
 * GET: one lead with everything about it; GET `/timeline`: its timeline, newest first; POST `/status`:
 * change its status; POST `/resend`: notify again; POST `/notes`: a note; POST `/calls`: a call attempt
 * with its outcome; POST `/call-drafts`: a call or chat begun from the lead page, outcome to come;
 * POST `/follow-ups`: a call to make again at a time ("Llamar de nuevo").
 * POST `/assign` `{ staffId }`: give the lead to another member.
 * POST `/do-not-contact` `{ reason }`: mark the lead and every lead with its phone or e-mail "do not
 * contact" (intake or admin); POST `/do-not-contact/lift` `{ reason }`: lift it (admins only).
 */
export function staffLeadPath(id: number, action?: TStaffLeadAction): string {
  return action ? `${STAFF_API_PATHS.leads}/${id}/${action}` : `${STAFF_API_PATHS.leads}/${id}`;
}

/** POST: mark a lead's follow-up done. */
export function staffFollowUpDonePath(leadId: number, followUpId: number): string {
  return `${staffLeadPath(leadId, 'follow-ups')}/${followUpId}/done`;
}

/** POST (admin): change a routing rule; POST `/delete`: delete it. */
export function staffRoutingRulePath(id: number, action?: 'delete'): string {
  return action ? `${STAFF_API_PATHS.routing}/${id}/${action}` : `${STAFF_API_PATHS.routing}/${id}`;
}

/** POST (admin): change an assignment rule; POST `/delete`: delete it. */
export function staffAssignmentRulePath(id: number, action?: 'delete'): string {
  return action
    ? `${STAFF_API_PATHS.assignment}/${id}/${action}`
    : `${STAFF_API_PATHS.assignment}/${id}`;
}

/** POST (admin): an account action — disable, enable or reset-password. */
export function staffAccountActionPath(
  id: number,
  action: 'disable' | 'enable' | 'reset-password',
): string {
  return `${STAFF_API_PATHS.accounts}/${id}/${action}`;
}

/** Where the staff frame's sign-out button posts (the web edge forwards it; `lang` picks the sign-in page after). */
export const STAFF_SIGN_OUT_PATH = '/staff/salir';

/** The queue dashboard (bull-board, admins only): served by leads-api, forwarded by the edge. */
export const QUEUE_DASHBOARD_PATH = '/staff/colas';

// In a module of their own: the web app's entry chunk needs them, and not the rest of this module.
export { isStaffPath, STAFF_PAGE_PREFIXES } from './staff-area';

/** The query parameter of the sign-in page that names where to go after signing in. */
export const RETURN_PARAM = 'volver';

/**
 * Where to go after signing in: `candidate` only when it is a path of the staff area on this site
 * (starts with one '/', no scheme, no '//' or '\', no control characters); otherwise null. No open
 * redirect: an absolute or protocol-relative URL never comes back.
 * @param candidate - the `volver` parameter as received
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || candidate.length > 512) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  if (!candidate.startsWith('/') || candidate.startsWith('//')) return null;
  let parsed: URL;
  try {
    parsed = new URL(candidate, 'http://staff.invalid');
  } catch {
    return null;
  }
  if (parsed.origin !== 'http://staff.invalid') return null;
  if (!isStaffPath(parsed.pathname)) return null;
  return parsed.pathname + parsed.search;
}
