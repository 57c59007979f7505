/**
 * When a text may reach a lead's phone (issue 29 §2): 8:00 to 21:00 in the firm's time zone. A text due
 * outside those hours waits for the next 8:00. Times are read with Intl, so daylight saving is the zone's.
 */
import { FIRM_TIME_ZONE } from '../staff/firm-time';

/** The first minute of the day texts may be sent, in the firm's zone (8:00). */
export const TEXTS_FROM_MINUTE = 8 * 60;
/** The minute texts stop (21:00). */
export const TEXTS_UNTIL_MINUTE = 21 * 60;

const MINUTE_MS = 60_000;

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: FIRM_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/** The minute of the day of an instant in the firm's zone (0–1439). */
export function minuteOfDay(atMs: number): number {
  const parts = clock.formatToParts(new Date(atMs));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Whether a text may be sent at this instant. */
export function isTextingTime(atMs: number): boolean {
  const minute = minuteOfDay(atMs);
  return minute >= TEXTS_FROM_MINUTE && minute < TEXTS_UNTIL_MINUTE;
}

/**
 * The first instant from `atMs` at which a text may be sent: `atMs` itself in texting hours, otherwise
 * the next 8:00 in the firm's zone (on the minute).
 */
export function nextTextingTime(atMs: number): number {
  if (isTextingTime(atMs)) return atMs;
  const day = 24 * 60;
  const wait = (TEXTS_FROM_MINUTE - minuteOfDay(atMs) + day) % day;
  let candidate = atMs - (atMs % MINUTE_MS) + wait * MINUTE_MS;
  // A daylight-saving change in between moves the wall clock by an hour: correct by what it reads.
  candidate += (TEXTS_FROM_MINUTE - minuteOfDay(candidate)) * MINUTE_MS;
  return candidate;
}
