import type { Pool } from '@firm/shared/server/db';
import { localeOfPath, type TLocale } from '@firm/shared/i18n/locale';
import type { TRequestMeta } from '../http/request-meta';
import { insertCallEvent } from './calls.repository';

/** The language of the page the call was made from; without a parsable page, the fallback. */
export function callLocale(pageUrl: string | null, fallback: TLocale): TLocale {
  if (!pageUrl) return fallback;
  try {
    return localeOfPath(new URL(pageUrl, 'http://site.invalid').pathname);
  } catch {
    return fallback;
  }
}

/** Records a click on the immigration phone link with its page, language and attribution. */
export async function trackCall(
  pool: Pool,
  meta: TRequestMeta,
  fallbackLocale: TLocale,
): Promise<void> {
  await insertCallEvent(pool, {
    pageUrl: meta.pageUrl,
    locale: callLocale(meta.pageUrl, fallbackLocale),
    source: meta.source || null,
    attribution: meta.attribution,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
}
