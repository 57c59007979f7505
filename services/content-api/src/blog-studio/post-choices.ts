import type { Pool } from '@firm/shared/server/db';
import type { TStudioPostChoices } from '@firm/shared/studio/studio-post';
import { listPostChoices } from './post-projection.repository';

/**
 * What the article editor offers in its category and author fields: every category by the key a
 * document names it with, and every attorney by slug (the checks of a save accept exactly these).
 */
export function postChoices(pool: Pool): Promise<TStudioPostChoices> {
  return listPostChoices(pool);
}
