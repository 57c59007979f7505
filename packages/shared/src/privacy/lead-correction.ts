/**
 * A correction of a lead's data (issue 31 §3, `POST /api/staff/privacy/leads/:id/correct`, admins):
 * the fields a person may have corrected, each change on the lead's timeline with what it was and what
 * it became. The consent record is evidence and is never edited.
 */
import { z } from 'zod';

/** The fields a correction may change. */
export const CORRECTABLE_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type TCorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** The longest reason. */
export const CORRECTION_REASON_MAX = 500;

/** The posted correction: each field given (not absent) is a new value; the reason is required. */
export const ZLeadCorrectionSchema = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  message: z.string().optional(),
  reason: z.string().trim().min(1).max(CORRECTION_REASON_MAX),
  requestId: z
    .string()
    .regex(/^\d{0,15}$/)
    .optional(),
});
export type TLeadCorrection = z.infer<typeof ZLeadCorrectionSchema>;

/** One field changed, as the timeline shows it. */
export type TCorrectionChange = {
  field: TCorrectableField;
  before: string | null;
  after: string | null;
};

/** The answer of a correction: what changed (empty: nothing differed). */
export type TLeadCorrectionResult = { changes: TCorrectionChange[] };
