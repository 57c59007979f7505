/**
 * Office time (issue 29 §4): the minutes the intake team is at work, by the office hours of the site
 * configuration in the firm's time zone. A first-contact clock runs only in them: a lead that arrives at
 * night or on a Sunday starts counting at the next opening, and a clock that reaches the closing hour
 * goes on at the next one. Wall times become instants through `time/wall-clock.ts` (the zone's own
 * rules, DST included). No zod: the browser may use it too.
 */
import type { TWeekday } from '../content/weekdays';
import { DAY_MS, MINUTE_MS, wallDay, wallToUtc } from '../time/wall-clock';

/** The office hours as the clock reads them: the `office_hours` of the site configuration. */
export type TOfficeSchedule = {
  /** An IANA zone ('America/Denver'). */
  time_zone: string;
  periods: ReadonlyArray<{ days: readonly TWeekday[]; opens: string; closes: string }>;
};

// Sunday first, as Date#getUTCDay counts.
const DAY_NAMES: readonly TWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
// A schedule opens at least one day a week (the schema refuses one without periods): two weeks and a
// day of calendar days always find an opening, DST weeks included.
const SEARCH_DAYS = 15;

/** A calendar day of the firm's zone, as its midnight written in UTC. */
type TDay = number;

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day's opening and closing instants, or null on a closed day. */
function openingOf(day: TDay, schedule: TOfficeSchedule): { opens: number; closes: number } | null {
  const name = DAY_NAMES[new Date(day).getUTCDay()]!;
  const period = schedule.periods.find((candidate) => candidate.days.includes(name));
  if (!period) return null;
  return {
    opens: wallToUtc(day + clockMinutes(period.opens) * MINUTE_MS, schedule.time_zone),
    closes: wallToUtc(day + clockMinutes(period.closes) * MINUTE_MS, schedule.time_zone),
  };
}

/** Whether the office is open at an instant (opening minute included, closing minute not). */
export function isOfficeTime(atMs: number, schedule: TOfficeSchedule): boolean {
  const opening = openingOf(wallDay(atMs, schedule.time_zone), schedule);
  return opening !== null && atMs >= opening.opens && atMs < opening.closes;
}

/**
 * The instant `minutes` of office time after `startMs`: counted from `startMs` when the office is
 * open then, else from the next opening; a count that reaches a closing goes on at the next opening.
 * With 0 minutes, the first office instant at or after `startMs`.
 * @throws Error when the schedule opens on no day
 */
export function addOfficeMinutes(
  startMs: number,
  minutes: number,
  schedule: TOfficeSchedule,
): number {
  let remaining = Math.max(0, minutes) * MINUTE_MS;
  let day = wallDay(startMs, schedule.time_zone);
  for (let closedDays = 0; closedDays < SEARCH_DAYS; day += DAY_MS) {
    const opening = openingOf(day, schedule);
    if (!opening || opening.closes <= startMs) {
      closedDays += 1;
      continue;
    }
    closedDays = 0;
    const from = Math.max(startMs, opening.opens);
    if (remaining <= opening.closes - from) return from + remaining;
    remaining -= opening.closes - from;
  }
  throw new Error('the office hours open on no day');
}

/** Minutes the office is open in a week, on its clock. */
function weeklyMinutes(schedule: TOfficeSchedule): number {
  return schedule.periods.reduce(
    (sum, period) =>
      sum + (clockMinutes(period.closes) - clockMinutes(period.opens)) * period.days.length,
    0,
  );
}

/**
 * Minutes of office time between two instants (whole minutes, 0 when `toMs` is not after `fromMs`):
 * how long a lead has waited by the clock the first-contact target is counted in. Whole weeks between
 * the first and the last day count the week's office minutes (a US zone changes its clock at 2:00, when
 * no office is open), so a lead that has waited for years costs no more than one that waited a week.
 */
export function officeMinutesBetween(
  fromMs: number,
  toMs: number,
  schedule: TOfficeSchedule,
): number {
  if (toMs <= fromMs) return 0;
  const overlapOn = (day: TDay) => {
    const opening = openingOf(day, schedule);
    if (!opening) return 0;
    return Math.max(0, Math.min(toMs, opening.closes) - Math.max(fromMs, opening.opens));
  };
  const last = wallDay(toMs, schedule.time_zone);
  let day = wallDay(fromMs, schedule.time_zone);
  let total = overlapOn(day);
  day += DAY_MS;
  for (; last - day >= 7 * DAY_MS; day += 7 * DAY_MS) total += weeklyMinutes(schedule) * MINUTE_MS;
  for (; day <= last; day += DAY_MS) total += overlapOn(day);
  return Math.floor(total / MINUTE_MS);
}
