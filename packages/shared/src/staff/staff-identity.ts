import { z } from 'zod';
import { STAFF_ROLES } from './staff-policy';

/**
 * Who is signed in: what `GET /api/staff/session` answers and what leads-api's `requireStaff` puts in
 * `req.staff` (plus whether the account still has to replace a one-time password).
 */
export const ZStaffIdentitySchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The password was one-time (CLI or admin reset): only the password page is open until it is replaced. */
  mustChangePassword: z.boolean(),
});
export type TStaffIdentity = z.infer<typeof ZStaffIdentitySchema>;

/** A staff account as the admins' list shows it (`GET /api/staff/accounts`). */
export const ZStaffAccountSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  mustChangePassword: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  passwordSetAt: z.string(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccountSchema>;

/** An entry of the account changes' audit trail (`GET /api/staff/accounts/audit`). */
export const ZStaffAuditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: z.string(),
  action: z.string(),
  actorEmail: z.string().nullable(),
  targetEmail: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type TStaffAuditEntry = z.infer<typeof ZStaffAuditEntrySchema>;
