import type { TLocale } from '@firm/shared/i18n/locale';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A size as people read it (`15 MB`, `1.2 MB`) in the member’s language, powers of 1024 as the limits are written. */
export function formatBytes(bytes: number, locale: TLocale): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  const number = new Intl.NumberFormat(locale === 'es' ? 'es-US' : 'en-US', {
    maximumFractionDigits: digits,
  }).format(value);
  return `${number} ${UNITS[unit]}`;
}
