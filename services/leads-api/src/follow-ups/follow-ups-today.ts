import type { Pool } from '@firm/shared/server/db';
import { firmDay, firmLocalToIso } from '@firm/shared/staff/firm-time';
import type { TFollowUpTodayView } from '@firm/shared/staff/follow-ups';
import type { TClock } from '../staff/clock';
import { listFollowUpsDue } from './follow-ups.repository';
import { followUpView } from './follow-ups.service';

/** How many follow-ups the staff home lists. */
const TODAY_SHOWN = 20;

/** The start of the firm's next day after `nowMs` (midnight in El Paso). */
function endOfFirmDay(nowMs: number): Date {
  const today = firmDay(new Date(nowMs).toISOString());
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString();
  return new Date(firmLocalToIso(`${tomorrow.slice(0, 10)}T00:00`)!);
}

/**
 * "Para hoy": the open follow-ups due before the end of the firm's day — those late from earlier days
 * included — that the member set, or that nobody holds any more; soonest first.
 */
export async function followUpsToday(
  deps: { pool: Pool; clock: TClock },
  memberId: number,
): Promise<TFollowUpTodayView[]> {
  const rows = await listFollowUpsDue(
    deps.pool,
    memberId,
    endOfFirmDay(deps.clock.now()),
    TODAY_SHOWN,
  );
  return rows.map((row) => ({ ...followUpView(row), leadName: row.lead_name }));
}
