import type { Pool } from '@firm/shared/server/db';
import type {
  TErasedContactMatch,
  TLeadErasedView,
  TLegalHoldView,
} from '@firm/shared/privacy/erasure';
import { leadContactHashes } from '@firm/shared/server/privacy/contact-hash';
import {
  findErasure,
  findStubMatch,
  standingHolds,
} from '@firm/shared/server/privacy/erasure.repository';

/** A lead's erasure state on its page (issue 31 §3). */
export type TLeadPrivacyState = {
  erasedContactMatch: TErasedContactMatch | null;
  erased: TLeadErasedView | null;
  legalHold: TLegalHoldView | null;
};

/**
 * Whether the lead's phone or e-mail matches a conflict stub (a person erased on request: the date,
 * so conflicts can still be checked), whether the lead itself was erased, and its standing legal hold.
 */
export async function leadPrivacyState(
  deps: { pool: Pool; privacyHashSecret: string },
  lead: { id: number; phone: string; email: string | null },
): Promise<TLeadPrivacyState> {
  const [matchedAt, erasure, holds] = await Promise.all([
    findStubMatch(deps.pool, leadContactHashes(deps.privacyHashSecret, lead)),
    findErasure(deps.pool, lead.id),
    standingHolds(deps.pool, [lead.id]),
  ]);
  const hold = holds[0];
  return {
    erasedContactMatch: matchedAt ? { erasedAt: matchedAt.toISOString() } : null,
    erased: erasure
      ? {
          erasedAt: erasure.erased_at.toISOString(),
          reason: erasure.reason,
          erasedBy:
            erasure.erased_by_name !== null
              ? { id: erasure.erased_by, name: erasure.erased_by_name }
              : null,
        }
      : null,
    legalHold: hold
      ? {
          reason: hold.reason,
          placedAt: hold.placed_at.toISOString(),
          placedBy:
            hold.placed_by_name !== null ? { id: hold.placed_by, name: hold.placed_by_name } : null,
        }
      : null,
  };
}
