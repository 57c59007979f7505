import type { TLocale } from '@firm/shared/i18n/locale';

const FORMATS: Record<TLocale, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' }),
};

/**
 * A date in the long format of a language ("March 14, 2025", "14 de marzo de 2025"), in UTC so the server
 * and the browser print the same day.
 * @param iso - an ISO 8601 timestamp
 */
export function formatLongDate(iso: string, locale: TLocale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : FORMATS[locale].format(date);
}
