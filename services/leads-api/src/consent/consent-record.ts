import { createHash } from 'node:crypto';
import type { Pool } from '@firm/shared/server/db';
import { CONSENT_TEXT, CONSENT_VERSION } from '@firm/shared/forms/consent';
import { LOCALES, type TLocale } from '@firm/shared/i18n/locale';

/** The consent evidence stored with a lead: which exact text (by hash) and which version. */
export type TConsentRecord = { sha256: string; version: string };

const RECORDS: Record<TLocale, TConsentRecord> = {
  en: {
    sha256: createHash('sha256').update(CONSENT_TEXT.en).digest('hex'),
    version: CONSENT_VERSION,
  },
  es: {
    sha256: createHash('sha256').update(CONSENT_TEXT.es).digest('hex'),
    version: CONSENT_VERSION,
  },
};

/** The consent record of the text a form in `locale` shows. */
export function consentRecord(locale: TLocale): TConsentRecord {
  return RECORDS[locale];
}

const registered = new WeakMap<Pool, Promise<void>>();

/**
 * Makes sure the current consent texts are stored in `consent_texts` (once per pool and
 * process) before a lead points at them. A failure is forgotten so the next call retries.
 */
export function ensureConsentTexts(pool: Pool): Promise<void> {
  let done = registered.get(pool);
  if (!done) {
    done = Promise.all(
      LOCALES.map((locale) =>
        pool.query(
          `INSERT INTO consent_texts (sha256, locale, version, body) VALUES ($1, $2, $3, $4)
           ON CONFLICT (sha256) DO NOTHING`,
          [RECORDS[locale].sha256, locale, CONSENT_VERSION, CONSENT_TEXT[locale]],
        ),
      ),
    ).then(() => undefined);
    registered.set(pool, done);
    done.catch(() => registered.delete(pool));
  }
  return done;
}
