import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import { repoPaths } from '@firm/shared/server/paths';

/** The site configuration as the firm wrote it (infra/content/site-config.json). */
export function siteConfigFile(): TSiteConfig {
  return JSON.parse(
    readFileSync(path.join(repoPaths().content, 'site-config.json'), 'utf8'),
  ) as TSiteConfig;
}
