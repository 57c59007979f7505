import { createHash } from 'node:crypto';
import type { Pool } from '@firm/shared/server/db';
import { CONSENT_TEXT, CONSENT_VERSION } from '@firm/shared/forms/consent';
import { LOCALES, type TLocale } from '@firm/shared/i18n/locale';
import { insertConsentTexts, type TConsentTextRow } from './consent.repository';

/** The consent evidence stored with a lead: which exact text (by hash) and which version. */
export type TConsentRecord = { sha256: string; version: string };

/** Every consent text the shared consent module defines, as stored. */
export const CONSENT_TEXT_ROWS: readonly TConsentTextRow[] = LOCALES.map((locale) => ({
  sha256: createHash('sha256').update(CONSENT_TEXT[locale]).digest('hex'),
  locale,
  version: CONSENT_VERSION,
  body: CONSENT_TEXT[locale],
}));

/** The consent record of the text a form in `locale` shows. */
export function consentRecord(locale: TLocale): TConsentRecord {
  const row = CONSENT_TEXT_ROWS.find(
    (text) => text.locale === locale && text.version === CONSENT_VERSION,
  );
  if (!row) throw new Error(`no consent text for ${locale}`);
  return { sha256: row.sha256, version: row.version };
}

/**
 * Stores every consent text of the shared module (a start-up step: a lead refers to its text by
 * hash, so the text must be there before the first lead). Texts already stored stay as they are, so
 * the leads of an older version keep pointing at the text they were shown.
 */
export async function storeConsentTexts(pool: Pool): Promise<void> {
  await insertConsentTexts(pool, [...CONSENT_TEXT_ROWS]);
}
