/**
 * Wall-clock math in an IANA time zone: an instant as the zone's clock reads it, and a wall time back
 * to the instant it names. The one home of this math for the texting hours (`sms/quiet-hours.ts`), the
 * office hours (`staff/office-time.ts`) and the firm's clock (`staff/firm-time.ts`). The zone's own
 * rules come from the Intl API (daylight saving included), never from a table written here; no Node
 * API, so the browser may use it too.
 *
 * A wall time is written as a number of milliseconds "as if it were UTC": 9:30 on 12 January 2030 on
 * the zone's clock is `Date.UTC(2030, 0, 12, 9, 30)`, whatever the zone.
 */

/** One minute, in ms. */
export const MINUTE_MS = 60_000;
/** One calendar day of wall time, in ms. */
export const DAY_MS = 86_400_000;

// Formatters are costly to build: one per zone, made on first use.
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

/** The wall clock of `timeZone` at an instant, as if it were UTC (ms, the instant's own ms kept). */
export function wallMs(utcMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallFormatter(timeZone).formatToParts(new Date(utcMs)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((utcMs % 1000) + 1000) % 1000);
}

/**
 * The instant a wall time of `timeZone` names. On the nights the clock changes (at 2:00 in US zones,
 * when no office is open and no text goes out): a time the fall-back repeats names its first instant,
 * on summer time (1:30 is 1:30 MDT); a time the spring-forward skips names the instant an hour before
 * on the wall (2:30 is 1:30 MST).
 */
export function wallToUtc(wall: number, timeZone: string): number {
  // the offset at a first guess, then at the instant that guess names (a DST change in between)
  let guess = wall - (wallMs(wall, timeZone) - wall);
  guess = wall - (wallMs(guess, timeZone) - guess);
  return guess;
}

/** The zone's offset from UTC at an instant, in whole minutes (-360 in El Paso's summer). */
export function offsetMinutes(utcMs: number, timeZone: string): number {
  return Math.round((wallMs(utcMs, timeZone) - utcMs) / MINUTE_MS);
}

/** The calendar day of `timeZone` an instant falls on, as its midnight written as UTC (ms). */
export function wallDay(utcMs: number, timeZone: string): number {
  const wall = wallMs(utcMs, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The minute of the day on the clock of `timeZone` at an instant (0–1439). */
export function wallMinuteOfDay(utcMs: number, timeZone: string): number {
  return Math.floor((wallMs(utcMs, timeZone) - wallDay(utcMs, timeZone)) / MINUTE_MS);
}
