import { isDeepStrictEqual } from 'node:util';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { PoolClient } from '@firm/shared/server/db';
import { readSiteConfig } from '@firm/shared/content/site-config.repository';
import { contentTokens } from '../content/content-tokens';
import { documentKeys } from '../content/import.repository';
import { liveLanguages, statesByLang } from '../documents/document-publishing';
import { findStates } from '../documents/states.repository';
import { PAGE_KIND } from '../pages-studio/page-kind';
import { ATTORNEY_KIND } from '../attorneys-studio/attorney-kind';
import type { TDocumentKind } from '../documents/document-kind';

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

/** Publishes again, as they are, the live documents of a kind (only these keys, when given). */
export async function republishLive<D>(
  client: PoolClient,
  kind: TDocumentKind<D>,
  at: Date,
  only?: readonly string[],
) {
  for (const key of await documentKeys(client, kind.kind)) {
    if (only && !only.includes(key)) continue;
    const states = statesByLang(await findStates(client, kind.kind, key));
    const languages = await liveLanguages(client, kind, key, states);
    const current = languages.es ?? languages.en;
    if (current) await kind.project({ client, key, languages, current, at });
  }
}

/**
 * Publishes again, as they are, the page texts and the attorneys' profiles on the site, so their
 * `{{founded}}`, `{{years}}`… show the firm's facts just published (a text's tokens are filled when it
 * is published). Call it after the new configuration is stored. Articles are left alone (publishing
 * one again would change its date).
 */
export async function refreshTokenTexts(client: PoolClient, at: Date): Promise<void> {
  await republishLive(client, PAGE_KIND, at);
  await republishLive(client, ATTORNEY_KIND, at);
}
