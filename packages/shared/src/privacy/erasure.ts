/**
 * Erasure and legal holds (issue 31 §3 "Deletion", admins): `POST /api/staff/privacy/leads/:id/erase`
 * `{ reason, requestId? }` erases the person (the lead and every lead with its phone key or e-mail
 * key) and leaves a conflict stub; `POST …/hold` `{ reason }` places a legal hold, `POST …/hold/lift`
 * `{ reason }` lifts it. A hold blocks erasure (409 with the hold's reason); erasing twice is a 409.
 */
import { z } from 'zod';

/** The longest reason of an erasure or a hold. */
export const ERASURE_REASON_MAX = 500;

/** What stands in for a free text that an erasure removed where the column must hold some text. */
export const ERASED_TEXT = '[erased]';

/** The posted erasure. */
export const ZLeadErasureSchema = z.object({
  reason: z.string().trim().min(1).max(ERASURE_REASON_MAX),
  requestId: z
    .string()
    .regex(/^\d{0,15}$/)
    .optional(),
});
export type TLeadErasure = z.infer<typeof ZLeadErasureSchema>;

/** The posted hold or lift. */
export const ZLegalHoldSchema = z.object({
  reason: z.string().trim().min(1).max(ERASURE_REASON_MAX),
});

/**
 * The answer of an erasure: which leads were erased, the stub that remains, and whether the job queues
 * answered (their jobs of the leads removed; false: a queue was down, its jobs expire with its retention).
 */
export type TLeadErasureResult = {
  leadIds: number[];
  erasureId: number;
  erasedAt: string;
  queueCleared: boolean;
};

/** A lead's standing legal hold, as its page shows it. */
export type TLegalHoldView = {
  reason: string;
  placedAt: string;
  placedBy: { id: number; name: string } | null;
};

/** A lead's erasure, as its page shows it (the lead is a tombstone): when, why and by whom. */
export type TLeadErasedView = {
  erasedAt: string;
  reason: string;
  erasedBy: { id: number; name: string } | null;
};

/** The lead's phone or e-mail matches a conflict stub: that contact was erased on request then. */
export type TErasedContactMatch = { erasedAt: string };
