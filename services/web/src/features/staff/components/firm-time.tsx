import type { TLocale } from '@firm/shared/i18n/locale';
import { formatFirmDateTime, formatFirmShort } from '@firm/shared/staff/firm-time';

/** Props of {@link FirmTime}. */
export type TFirmTimeProps = {
  iso: string;
  locale: TLocale;
  /** full: date, hour and the zone named; short: '12 ene, 11:37 a.m.' in a dense list (full in its title). */
  format?: 'full' | 'short';
};

/**
 * A time in the firm's zone, the same text on the server and in any browser (no hydration mismatch),
 * with the exact instant in `dateTime`.
 */
export function FirmTime({ iso, locale, format = 'full' }: TFirmTimeProps) {
  const full = formatFirmDateTime(iso, locale);
  return (
    <time dateTime={iso} title={format === 'short' ? full : undefined}>
      {format === 'short' ? formatFirmShort(iso, locale) : full}
    </time>
  );
}
