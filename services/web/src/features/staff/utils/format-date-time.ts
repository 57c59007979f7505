import type { TLocale } from '@firm/shared/i18n/locale';

/** A time as the staff reads it: '12 de enero de 2030, 9:05' / 'January 12, 2030, 9:05 AM'. */
export function formatDateTime(iso: string, locale: TLocale): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-US', {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(iso));
}
