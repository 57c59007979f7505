/**
 * The plain values of the office hours (no zod: the browser's first-load code reads them, and zod would
 * come with them).
 */

/** The days of the week, Monday first, as the office hours name them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

/** The US time zones the office hours may be given in (the site names each in words). */
export const OFFICE_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
] as const;
export type TOfficeTimeZone = (typeof OFFICE_TIME_ZONES)[number];
