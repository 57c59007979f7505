/**
 * Privacy requests (issue 31 §2): what a person asked of the firm about their data, with the clock the
 * law sets — 45 days from receipt (CCPA/CPRA, Texas TDPSA), extendable once by up to 45 more with a
 * reason. `GET/POST /api/staff/privacy/requests`, `POST /api/staff/privacy/requests/:id` (admins).
 * Dates are the firm's calendar days, `YYYY-MM-DD`.
 */
import { z } from 'zod';
import type { TStaffActor } from '../staff/lead-detail';

/** What was asked: see · correct · delete · stop calls and texts · opt out of sale/sharing. */
export const PRIVACY_REQUEST_KINDS = [
  'access',
  'correction',
  'deletion',
  'do_not_contact',
  'opt_out',
] as const;
export type TPrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** How the request reached the firm. */
export const PRIVACY_REQUEST_CHANNELS = [
  'phone',
  'email',
  'web',
  'mail',
  'in_person',
  'other',
] as const;
export type TPrivacyRequestChannel = (typeof PRIVACY_REQUEST_CHANNELS)[number];

/** Where a request stands; `extended` is open with its one extension. */
export const PRIVACY_REQUEST_STATUSES = ['open', 'extended', 'done', 'refused'] as const;
export type TPrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Days the firm has to answer, from the day the request was received. */
export const PRIVACY_DEADLINE_DAYS = 45;
/** The most days the one extension may add. */
export const PRIVACY_EXTENSION_MAX_DAYS = 45;
/** Days before a due date the admins are reminded (and the list highlights it). */
export const PRIVACY_REMINDER_DAYS = 7;

/** Longest texts, as the database checks them. */
export const PRIVACY_TEXT_MAX = {
  requester: 200,
  identityCheck: 500,
  extensionReason: 500,
  outcome: 2000,
  note: 2000,
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a string is a real calendar day `YYYY-MM-DD`. */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** `day` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is before). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The first due date of a request received on `receivedOn`. */
export function privacyDueOn(receivedOn: string): string {
  return addDays(receivedOn, PRIVACY_DEADLINE_DAYS);
}

/** How a request's due date looks from `today`: overdue, due within the reminder days, or later. */
export type TPrivacyUrgency = 'overdue' | 'soon' | 'later';

/** The urgency of an open request due on `dueOn`, seen on the firm's `today`. */
export function privacyUrgency(dueOn: string, today: string): TPrivacyUrgency {
  const left = daysBetween(today, dueOn);
  if (left < 0) return 'overdue';
  return left <= PRIVACY_REMINDER_DAYS ? 'soon' : 'later';
}

/** A lead linked to a request, as the list shows it (null fields: the lead is no longer there). */
export type TPrivacyLinkedLead = {
  leadId: number | null;
  name: string | null;
  receivedAt: string | null;
  linkedAt: string;
};

/** One audited step of a request. */
export type TPrivacyAuditEntry = {
  id: number;
  action: string;
  actor: TStaffActor | null;
  leadId: number | null;
  detail: Record<string, unknown>;
  at: string;
};

/** A request as the staff see it. */
export type TPrivacyRequestView = {
  id: number;
  kind: TPrivacyRequestKind;
  receivedOn: string;
  channel: TPrivacyRequestChannel;
  requester: string;
  identityCheck: string;
  /** The first due date (received + 45 days). */
  dueOn: string;
  extendedTo: string | null;
  extensionReason: string | null;
  /** What is due now: the extension's date, else the first. */
  currentDueOn: string;
  status: TPrivacyRequestStatus;
  outcome: string;
  note: string;
  createdBy: TStaffActor | null;
  createdAt: string;
  closedAt: string | null;
  /** Open requests only: how the due date looks today; null once closed. */
  urgency: TPrivacyUrgency | null;
  leads: TPrivacyLinkedLead[];
  audit: TPrivacyAuditEntry[];
};

/** `GET /api/staff/privacy/requests`: open requests by due date (soonest first), then the latest closed. */
export type TPrivacyRequestList = {
  today: string;
  open: TPrivacyRequestView[];
  closed: TPrivacyRequestView[];
};

/** A lead found by phone or e-mail to link to a request. */
export type TPrivacyLeadMatch = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  formVariant: string;
  receivedAt: string;
};

const text = (max: number) => z.string().trim().max(max);

/** Lead ids as posted: a list, or one string of ids joined by commas. */
const ZLeadIdsSchema = z
  .union([z.array(z.union([z.string(), z.number()])), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,15}$/)
          .transform(Number),
      )
      .max(50),
  );

/** A request as logged (`POST /api/staff/privacy/requests`), from JSON or a form. */
export const ZPrivacyRequestCreateSchema = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  receivedOn: z.string().refine(isCalendarDay),
  channel: z.enum(PRIVACY_REQUEST_CHANNELS),
  requester: text(PRIVACY_TEXT_MAX.requester).min(1),
  identityCheck: text(PRIVACY_TEXT_MAX.identityCheck).default(''),
  note: text(PRIVACY_TEXT_MAX.note).default(''),
  leadIds: ZLeadIdsSchema.default([]),
});
export type TPrivacyRequestCreate = z.infer<typeof ZPrivacyRequestCreateSchema>;

/**
 * A change of a request (`POST /api/staff/privacy/requests/:id`): any of the fields below; `extendTo`
 * with `extensionReason` is the one extension; `status` done or refused closes it (with its outcome).
 */
export const ZPrivacyRequestUpdateSchema = z.object({
  identityCheck: text(PRIVACY_TEXT_MAX.identityCheck).optional(),
  note: text(PRIVACY_TEXT_MAX.note).optional(),
  outcome: text(PRIVACY_TEXT_MAX.outcome).optional(),
  status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
  extendTo: z.string().refine(isCalendarDay).optional(),
  extensionReason: text(PRIVACY_TEXT_MAX.extensionReason).optional(),
  addLeadIds: ZLeadIdsSchema.optional(),
});
export type TPrivacyRequestUpdate = z.infer<typeof ZPrivacyRequestUpdateSchema>;
