/**
 * When a text may reach a lead's phone (issue 29 §2): 8:00 to 21:00 in the firm's time zone. A text due
 * outside those hours waits for the next 8:00. The wall clock is `time/wall-clock.ts`'s, so daylight
 * saving is the zone's.
 */
import { FIRM_TIME_ZONE } from '../staff/firm-time';
import { DAY_MS, MINUTE_MS, wallDay, wallMinuteOfDay, wallToUtc } from '../time/wall-clock';

/** The first minute of the day texts may be sent, in the firm's zone (8:00). */
export const TEXTS_FROM_MINUTE = 8 * 60;
/** The minute texts stop (21:00). */
export const TEXTS_UNTIL_MINUTE = 21 * 60;

/** The minute of the day of an instant in the firm's zone (0–1439). */
export function minuteOfDay(atMs: number): number {
  return wallMinuteOfDay(atMs, FIRM_TIME_ZONE);
}

/** Whether a text may be sent at this instant. */
export function isTextingTime(atMs: number): boolean {
  const minute = minuteOfDay(atMs);
  return minute >= TEXTS_FROM_MINUTE && minute < TEXTS_UNTIL_MINUTE;
}

/**
 * The first instant from `atMs` at which a text may be sent: `atMs` itself in texting hours, otherwise
 * the next 8:00 in the firm's zone (that morning before 8:00, the next one after 21:00).
 */
export function nextTextingTime(atMs: number): number {
  if (isTextingTime(atMs)) return atMs;
  const today = wallDay(atMs, FIRM_TIME_ZONE);
  const day = minuteOfDay(atMs) < TEXTS_FROM_MINUTE ? today : today + DAY_MS;
  return wallToUtc(day + TEXTS_FROM_MINUTE * MINUTE_MS, FIRM_TIME_ZONE);
}
