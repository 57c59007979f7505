import { isDeepStrictEqual } from 'node:util';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { PoolClient } from '@firm/shared/server/db';
import { readSiteConfig } from '@firm/shared/content/site-config.repository';
import { contentTokens } from '../content/content-tokens';
import { documentKeys } from '../content/import.repository';
import { liveLanguages, statesByLang } from '../documents/document-publishing';
import { findStates } from '../documents/states.repository';
import { PAGE_KIND } from '../pages-studio/page-kind';

/**
 * Whether the `{{tokens}}` of the texts (founding year, years of experience, sister firm's name)
 * differ between the configuration stored now and `next`.
 */
export async function tokensChange(
  client: PoolClient,
  next: TSiteConfig,
  at: Date,
): Promise<boolean> {
  const before = await readSiteConfig(client);
  const year = at.getFullYear();
  return !before || !isDeepStrictEqual(contentTokens(before, year), contentTokens(next, year));
}

/**
 * Publishes again, as they are, the page texts on the site, so their `{{founded}}`, `{{years}}`… show
 * the firm's facts just published (a text's tokens are filled when it is published). Call it after
 * the new configuration is stored.
 */
export async function refreshTokenTexts(client: PoolClient, at: Date): Promise<void> {
  for (const key of await documentKeys(client, PAGE_KIND.kind)) {
    const states = statesByLang(await findStates(client, PAGE_KIND.kind, key));
    const languages = await liveLanguages(client, PAGE_KIND, key, states);
    const current = languages.es ?? languages.en;
    if (current) await PAGE_KIND.project({ client, key, languages, current, at });
  }
}
