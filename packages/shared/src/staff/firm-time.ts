/**
 * Times as the firm reads them (issue 27 §3): every staff date in the firm's time zone, named, on the
 * server and in the browser alike — the same inputs give the same text wherever they are formatted, so a
 * server-rendered page hydrates without a mismatch in any browser's time zone. Relative ages ("hace 12
 * min") are computed from a "now" the caller passes in, never from the clock of whoever formats them.
 */
import type { TLocale } from '../i18n/locale';
import { offsetMinutes, wallMs, wallToUtc } from '../time/wall-clock';

/** The firm's time zone (El Paso): dates are shown in it, and the inbox's day filters are read in it. */
export const FIRM_TIME_ZONE = 'America/Denver';

/** The zone as the team names it. */
export const FIRM_TIME_ZONE_NAME: Record<TLocale, string> = {
  es: 'hora de El Paso',
  en: 'El Paso time',
};

const INTL_LOCALE: Record<TLocale, string> = { es: 'es-US', en: 'en-US' };

// Formatters are costly to build: one per language and style, made on first use.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: TLocale, style: 'date' | 'time' | 'short'): Intl.DateTimeFormat {
  const key = `${locale}:${style}`;
  let made = cache.get(key);
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      style === 'date'
        ? { dateStyle: 'long' }
        : style === 'time'
          ? { hour: 'numeric', minute: '2-digit' }
          : { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' };
    made = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: FIRM_TIME_ZONE });
    cache.set(key, made);
  }
  return made;
}

// ICU versions differ in the space before "a.m." (narrow or no-break); plain spaces read the same.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A time, date and hour, with the zone named: '12 de enero de 2030, 11:37 a.m., hora de El Paso'. */
export function formatFirmDateTime(iso: string, locale: TLocale): string {
  const date = new Date(iso);
  return plain(
    `${formatter(locale, 'date').format(date)}, ${formatter(locale, 'time').format(date)}, ${FIRM_TIME_ZONE_NAME[locale]}`,
  );
}

/** A time in a dense list (the zone named once, above it): '12 ene, 11:37 a.m.' / 'Jan 12, 11:37 AM'. */
export function formatFirmShort(iso: string, locale: TLocale): string {
  return plain(formatter(locale, 'short').format(new Date(iso)));
}

/** The firm's calendar day of a time, YYYY-MM-DD ('today' in the firm's office). */
export function firmDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FIRM_TIME_ZONE }).format(new Date(iso));
}

const JUST_NOW: Record<TLocale, string> = { es: 'hace un momento', en: 'just now' };

/**
 * How long ago something happened, as people say it: 'hace 12 min', 'hace 3 h', 'hace 2 días' /
 * '12 min. ago', '3 hr. ago', '2 days ago'.
 * @param iso - when it happened
 * @param nowIso - the moment to count from (the server's, passed down with the page)
 */
export function relativeAge(iso: string, nowIso: string, locale: TLocale): string {
  const minutes = Math.floor((Date.parse(nowIso) - Date.parse(iso)) / 60_000);
  if (minutes < 1) return JUST_NOW[locale];
  const format = new Intl.RelativeTimeFormat(INTL_LOCALE[locale], { style: 'short' });
  if (minutes < 60) return plain(format.format(-minutes, 'minute'));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plain(format.format(-hours, 'hour'));
  return plain(format.format(-Math.floor(hours / 24), 'day'));
}

/** Minutes between two times (0 when `iso` is in the future). */
export function minutesSince(iso: string, nowIso: string): number {
  return Math.max(0, Math.floor((Date.parse(nowIso) - Date.parse(iso)) / 60_000));
}

const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/**
 * A date and hour as the firm's clock reads it (a `datetime-local` value, `2030-01-12T09:30`) as
 * ISO 8601 with the zone's offset of that day (`2030-01-12T09:30:00-07:00`); null when malformed.
 */
export function firmLocalToIso(local: string): string | null {
  const found = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!found) return null;
  const [, y, mo, d, h, mi] = found.map(Number) as [number, number, number, number, number, number];
  const offset = offsetMinutes(
    wallToUtc(Date.UTC(y, mo - 1, d, h, mi), FIRM_TIME_ZONE),
    FIRM_TIME_ZONE,
  );
  const sign = offset < 0 ? '-' : '+';
  return `${local}:00${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

/** An instant as a `datetime-local` value on the firm's clock (`2030-01-12T09:30`). */
export function isoToFirmLocal(iso: string): string {
  return new Date(wallMs(Date.parse(iso), FIRM_TIME_ZONE)).toISOString().slice(0, 16);
}
