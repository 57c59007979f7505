/**
 * Office time (issue 29 §4): the minutes the intake team is at work, by the office hours of the site
 * configuration in the firm's time zone. A first-contact clock runs only in them: a lead that arrives at
 * night or on a Sunday starts counting at the next opening, and a clock that reaches the closing hour
 * goes on at the next one. Wall times become instants through the Intl API (the zone's own rules, DST
 * included), never through a table written here. No zod: the browser may use it too.
 */
import type { TWeekday } from '../content/weekdays';

/** The office hours as the clock reads them: the `office_hours` of the site configuration. */
export type TOfficeSchedule = {
  /** An IANA zone ('America/Denver'). */
  time_zone: string;
  periods: ReadonlyArray<{ days: readonly TWeekday[]; opens: string; closes: string }>;
};

const MINUTE = 60_000;
// Sunday first, as Date#getUTCDay counts.
const DAY_NAMES: readonly TWeekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
// A schedule opens at least one day a week (the schema refuses one without periods): two weeks and a
// day of calendar days always find an opening, DST weeks included.
const SEARCH_DAYS = 15;

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallFormatter(timeZone: string): Intl.DateTimeFormat {
  let made = formatters.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, made);
  }
  return made;
}

/** The wall clock of `timeZone` at an instant, as if it were UTC (ms). */
function wallMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormatter(timeZone).formatToParts(new Date(utcMs)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (utcMs % 1000);
}

/** The instant a wall time of `timeZone` names (the later offset for a time the fall-back repeats). */
function wallToUtc(wall: number, timeZone: string): number {
  let guess = wall - (wallMs(wall, timeZone) - wall);
  guess = wall - (wallMs(guess, timeZone) - guess);
  return guess;
}

/** A calendar day of the firm's zone, as its midnight written in UTC. */
type TDay = number;
const DAY = 86_400_000;

function dayOf(utcMs: number, timeZone: string): TDay {
  const wall = wallMs(utcMs, timeZone);
  return wall - (((wall % DAY) + DAY) % DAY);
}

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The day's opening and closing instants, or null on a closed day. */
function openingOf(day: TDay, schedule: TOfficeSchedule): { opens: number; closes: number } | null {
  const name = DAY_NAMES[new Date(day).getUTCDay()]!;
  const period = schedule.periods.find((candidate) => candidate.days.includes(name));
  if (!period) return null;
  return {
    opens: wallToUtc(day + clockMinutes(period.opens) * MINUTE, schedule.time_zone),
    closes: wallToUtc(day + clockMinutes(period.closes) * MINUTE, schedule.time_zone),
  };
}

/** Whether the office is open at an instant (opening minute included, closing minute not). */
export function isOfficeTime(atMs: number, schedule: TOfficeSchedule): boolean {
  const opening = openingOf(dayOf(atMs, schedule.time_zone), schedule);
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
  let remaining = Math.max(0, minutes) * MINUTE;
  let day = dayOf(startMs, schedule.time_zone);
  for (let closedDays = 0; closedDays < SEARCH_DAYS; day += DAY) {
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
  const last = dayOf(toMs, schedule.time_zone);
  let day = dayOf(fromMs, schedule.time_zone);
  let total = overlapOn(day);
  day += DAY;
  for (; last - day >= 7 * DAY; day += 7 * DAY) total += weeklyMinutes(schedule) * MINUTE;
  for (; day <= last; day += DAY) total += overlapOn(day);
  return Math.floor(total / MINUTE);
}
