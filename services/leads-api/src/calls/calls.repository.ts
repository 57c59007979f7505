import type { Pool } from '@firm/shared/server/db';
import type { TAttribution } from '@firm/shared/attribution/attribution';
import type { TLocale } from '@firm/shared/i18n/locale';
import { storableText } from '@firm/shared/text/storable';

/** A click on the immigration phone link. */
export type TCallEvent = {
  pageUrl: string | null;
  locale: TLocale;
  source: string | null;
  attribution: TAttribution | null;
  ip: string | null;
  userAgent: string | null;
};

/** Stores one call-click event. */
export async function insertCallEvent(pool: Pool, event: TCallEvent): Promise<void> {
  await pool.query(
    'INSERT INTO call_events (page_url, locale, source, attribution, ip, user_agent) VALUES ($1, $2, $3, $4, $5, $6)',
    [
      event.pageUrl === null ? null : storableText(event.pageUrl),
      event.locale,
      event.source,
      JSON.stringify(event.attribution ?? {}),
      event.ip,
      event.userAgent === null ? null : storableText(event.userAgent),
    ],
  );
}
