import { readSiteConfig } from '@firm/shared/content/site-config.repository';
import type { PoolClient } from '@firm/shared/server/db';
import { saveSiteConfig } from '../content/import.repository';
import { writeRevision } from '../documents/document-revisions';
import { findItem } from '../documents/documents.repository';
import { articleKeysBy } from './attorney-projection.repository';
import { publishedState } from '../documents/document-publishing';
import { findStates, saveState } from '../documents/states.repository';

/** The firm's facts as a studio document (issue 30 §2): kind and key. */
export const FIRM_DOCUMENT = { kind: 'firm', key: 'firm' } as const;

type TFirmFacts = {
  firm: { founder_slug: string };
  responsible_attorney: { slug: string; name: string };
};

/** The firm's facts with an attorney's slug (and name) changed where they name her or him. */
function followed<C extends TFirmFacts>(
  config: C,
  from: string,
  to: { slug: string; name: string },
): C | null {
  const founder = config.firm.founder_slug === from;
  const responsible = config.responsible_attorney.slug === from;
  if (!founder && !responsible) return null;
  return {
    ...config,
    firm: { ...config.firm, founder_slug: founder ? to.slug : config.firm.founder_slug },
    responsible_attorney: responsible
      ? { ...config.responsible_attorney, slug: to.slug, name: to.name }
      : config.responsible_attorney,
  };
}

/**
 * When a published attorney's slug changes (inside the publication's transaction), everything that
 * names her or him by slug follows, so nothing points at an address that only redirects:
 * - the articles' `author_slug` (the foreign key's `ON UPDATE CASCADE` does it) and the head of every
 *   article document that names the old slug as author (a new revision);
 * - the firm's facts: `firm.founder_slug` and `responsible_attorney` (slug and name) in the site
 *   configuration the pages read, and in the firm's studio document when there is one (a new
 *   revision, published when the facts on the site were its head).
 */
export async function followSlugChange(
  client: PoolClient,
  change: { from: string; to: string; name: string; at: Date },
): Promise<void> {
  const { from, to, at } = change;
  for (const key of await articleKeysBy(client, from)) {
    const head = await findItem(client, 'post', key, true);
    if (!head) continue;
    await writeRevision(client, {
      kind: 'post',
      key,
      document: { ...head.document, author: to },
      head,
      action: 'save',
      restoredFrom: null,
      actor: null,
      at,
    });
  }
  const config = await readSiteConfig(client);
  const next = config ? followed(config, from, { slug: to, name: change.name }) : null;
  if (next) await saveSiteConfig(client, next);
  const firm = await findItem(client, FIRM_DOCUMENT.kind, FIRM_DOCUMENT.key, true);
  const document = firm
    ? followed(firm.document as TFirmFacts, from, { slug: to, name: change.name })
    : null;
  if (!firm || !document) return;
  const revision = await writeRevision(client, {
    ...FIRM_DOCUMENT,
    document,
    head: firm,
    action: 'save',
    restoredFrom: null,
    actor: null,
    at,
  });
  for (const state of await findStates(client, FIRM_DOCUMENT.kind, FIRM_DOCUMENT.key)) {
    if (state.live && state.published_revision === firm.revision)
      await saveState(
        client,
        FIRM_DOCUMENT.kind,
        FIRM_DOCUMENT.key,
        publishedState(state.lang, revision, at),
        at,
      );
  }
}
