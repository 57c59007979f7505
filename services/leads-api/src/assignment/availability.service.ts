import type { TLocale } from '@firm/shared/i18n/locale';
import type { Pool } from '@firm/shared/server/db';
import { ZAvailabilitySchema } from '@firm/shared/staff/assignment-rules';
import { fieldError, throwBadRequest } from '../staff/staff-input';
import { findAvailability, setAvailability } from './availability.repository';

/** Whether a member takes new leads now. */
export async function availabilityOf(deps: { pool: Pool }, staffId: number): Promise<boolean> {
  return findAvailability(deps.pool, staffId);
}

/**
 * A member marks themself available (new leads may come to them in turn) or away (round-robin skips
 * them); each change is in the account audit trail. Marking what already is changes nothing.
 * @throws AppError bad_request (400) when `available` is neither true nor false
 */
export async function changeAvailability(
  deps: { pool: Pool },
  staffId: number,
  body: unknown,
  locale: TLocale,
): Promise<boolean> {
  const { available } = ZAvailabilitySchema.parse(body ?? {});
  if (available === null)
    throwBadRequest([fieldError(locale, 'available', 'staff.availabilityInvalid')]);
  await setAvailability(deps.pool, staffId, available);
  return available;
}
