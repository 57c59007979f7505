import { readFileSync } from 'node:fs';
import { displayPhone } from '@firm/shared/contact/contact-links';
import path from 'node:path';
import type { TAcknowledgmentTexts } from '@firm/shared/content/acknowledgment-texts';
import { parseSiteConfig, type TSiteConfig } from '@firm/shared/content/site-config';
import { readSiteConfig } from '@firm/shared/content/site-config.repository';
import type { Pool } from '@firm/shared/server/db';
import { repoPaths } from '@firm/shared/server/paths';

/** The site configuration with the acknowledgment's texts present. */
export type TFirmFacts = TSiteConfig & { acknowledgment: TAcknowledgmentTexts };

const withTexts = (config: TSiteConfig | null): TFirmFacts | null =>
  config?.acknowledgment ? (config as TFirmFacts) : null;

/**
 * The firm's facts the acknowledgment e-mail writes (names, callback line, office hours, WhatsApp,
 * texts): the imported site configuration, as the site shows it; before an import (or from one
 * made before the acknowledgment's texts existed) the content folder's copy, as the web edge does.
 * @throws Error when neither has them (the job retries)
 */
export async function loadFirmFacts(pool: Pool, contentDir?: string): Promise<TFirmFacts> {
  const stored = withTexts(parseSiteConfig(await readSiteConfig(pool)).config);
  if (stored) return stored;
  const file = path.join(contentDir ?? repoPaths().content, 'site-config.json');
  const copy = withTexts(parseSiteConfig(JSON.parse(readFileSync(file, 'utf8'))).config);
  if (!copy) throw new Error(`no acknowledgment texts in the site configuration nor in ${file}`);
  return copy;
}

/** The line a person calls the lead back from, as people read it (the WhatsApp number without one). */
export function callbackPhone(facts: TSiteConfig): string {
  const line = facts.phones.find((phone) => phone.id === facts.callback.phone_id);
  return line?.display ?? displayPhone(facts.whatsapp.number);
}
