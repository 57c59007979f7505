import { ZSiteConfigSchema, type TSiteConfig } from '@firm/shared/content/site-config';
import { saveSiteConfig } from '../content/import.repository';
import type { TDocumentKind } from '../documents/document-kind';
import type { TDb } from '../documents/documents.repository';
import type { TLocale } from '@firm/shared/i18n/locale';
import { firmCrossProblems } from './firm-checks';
import { listFirmAttorneys } from './firm.repository';
import { refreshTokenTexts, tokensChange } from './firm-token-texts';

const crossProblems = async (db: TDb, document: TSiteConfig, locale: TLocale) =>
  firmCrossProblems(document, await listFirmAttorneys(db), locale, new Date().getFullYear());

/**
 * The firm's facts as the studio's engine sees them: one document (key `firm`), the site
 * configuration; publishing writes it into `site_config` (what content-api, the web edge, leads-api
 * and the worker read) and bumps the content version; when the founding year (or another fact the
 * texts name as a `{{token}}`) changed, the page texts on the site are published again with it. Never taken off the site: every page shows it.
 */
export const FIRM_KIND: TDocumentKind<TSiteConfig> = {
  kind: 'firm',
  read: (stored) => ZSiteConfigSchema.parse(stored),
  saveProblems: (db, _key, document, locale) => crossProblems(db, document, locale),
  publishProblems: (db, _key, document, _lang, _others, locale) =>
    crossProblems(db, document, locale),
  project: async ({ client, current, at }) => {
    const texts = await tokensChange(client, current.document, at);
    await saveSiteConfig(client, current.document);
    if (texts) await refreshTokenTexts(client, at);
  },
  withdraw: async () => undefined,
  canUnpublish: false,
};
