/**
 * The office hours in words, in both languages: the site's pages (footer, contact, thank-you) and
 * the acknowledgment e-mail write them the same way.
 */
import type { TLocale } from '../i18n/locale';
import type { TOfficeHours } from './office-hours';
import type { TOfficeTimeZone, TWeekday } from './weekdays';
import { WEEKDAYS } from './weekdays';

// Both languages with the same keys (English defines them), as the web's `bilingual` copy does.
const bilingual = <T extends object>(copy: { en: T; es: NoInfer<T> }): Record<TLocale, T> => copy;

/** The words the office hours are written with. */
export const OFFICE_HOURS_COPY = bilingual({
  en: {
    heading: 'Office hours',
    days: {
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
      sun: 'Sunday',
    } satisfies Record<TWeekday, string>,
    through: (first: string, last: string) => `${first} to ${last}`,
    and: 'and',
    span: (opens: string, closes: string) => `${opens} to ${closes}`,
    clock: (hour: number, minute: string, pm: boolean) =>
      `${hour}:${minute} ${pm ? 'p.m.' : 'a.m.'}`,
    zones: {
      'America/New_York': 'Eastern Time',
      'America/Chicago': 'Central Time',
      'America/Denver': 'Mountain Time',
      'America/Phoenix': 'Arizona time',
      'America/Los_Angeles': 'Pacific Time',
    } satisfies Record<TOfficeTimeZone, string>,
    zone: (city: string, zone: string) => `${city} time (${zone}).`,
  },
  es: {
    heading: 'Horario de oficina',
    days: {
      mon: 'lunes',
      tue: 'martes',
      wed: 'miércoles',
      thu: 'jueves',
      fri: 'viernes',
      sat: 'sábado',
      sun: 'domingo',
    },
    through: (first: string, last: string) => `${first} a ${last}`,
    and: 'y',
    span: (opens: string, closes: string) => `de ${opens} a ${closes}`,
    clock: (hour: number, minute: string, pm: boolean) =>
      `${hour}:${minute} ${pm ? 'p. m.' : 'a. m.'}`,
    zones: {
      'America/New_York': 'hora del este',
      'America/Chicago': 'hora del centro',
      'America/Denver': 'hora de la montaña',
      'America/Phoenix': 'hora de Arizona',
      'America/Los_Angeles': 'hora del Pacífico',
    },
    zone: (city: string, zone: string) => `En hora de ${city} (${zone}).`,
  },
});

/** One line of the office hours in words: the days and their hours. */
export type TOfficeHoursLine = { days: string; hours: string };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A time of the 24-hour clock on the 12-hour clock people read in the US: `18:00` → `6:00 p. m.` /
 * `6:00 p.m.`, `12:30` → `12:30 p. m.`, `00:15` → `12:15 a. m.`.
 * @param clock - `HH:MM`
 * @param locale - the language
 */
export function clockInWords(clock: string, locale: TLocale): string {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return OFFICE_HOURS_COPY[locale].clock(hour, String(minutes).padStart(2, '0'), hours >= 12);
}

/**
 * Days in words, in week order: three or more in a row as a range ("Lunes a viernes", "Monday to
 * Friday"), others as a list ("Sábado y domingo", "Monday, Wednesday and Friday").
 * @param days - the days of one period
 * @param locale - the language
 */
export function daysInWords(days: readonly TWeekday[], locale: TLocale): string {
  const copy = OFFICE_HOURS_COPY[locale];
  const sorted = [...days].sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
  const names = sorted.map((day) => copy.days[day]);
  const first = WEEKDAYS.indexOf(sorted[0] ?? 'mon');
  const inARow = sorted.every((day, i) => WEEKDAYS.indexOf(day) === first + i);
  if (names.length >= 3 && inARow) {
    return capitalized(copy.through(names[0] ?? '', names[names.length - 1] ?? ''));
  }
  const last = names.pop() ?? '';
  return capitalized(names.length > 0 ? `${names.join(', ')} ${copy.and} ${last}` : last);
}

/**
 * The office hours in words, one line per period, in the order the firm wrote them.
 * @param hours - the site configuration's office hours
 * @param locale - the language
 */
export function officeHoursLines(hours: TOfficeHours, locale: TLocale): TOfficeHoursLine[] {
  return hours.periods.map((period) => ({
    days: daysInWords(period.days, locale),
    hours: OFFICE_HOURS_COPY[locale].span(
      clockInWords(period.opens, locale),
      clockInWords(period.closes, locale),
    ),
  }));
}

/**
 * Whose clock the hours are on, in words: "En hora de El Paso, Texas (hora de la montaña)." /
 * "El Paso, Texas time (Mountain Time)."
 * @param hours - the site configuration's office hours
 * @param locale - the language
 */
export function timeZoneInWords(hours: TOfficeHours, locale: TLocale): string {
  const copy = OFFICE_HOURS_COPY[locale];
  return copy.zone(hours.city, copy.zones[hours.time_zone]);
}
