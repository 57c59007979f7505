import type { TAttorney } from '@firm/shared/content/attorney';
import type { TStudioAttorneyDocument } from '@firm/shared/studio/studio-collections';
import type { Pool } from '@firm/shared/server/db';
import { loadMediaLookup } from '../media/media-lookup';
import type { MediaService } from '../media/media.service';
import { storedContentTokens } from '../site-config/site-config.service';
import { renderAttorney } from './attorney-render';

/**
 * A draft as `GET /api/content/attorneys/{slug}` would answer it once published (the same shape, the
 * biographies rendered as publishing renders them, the portrait's renditions); the studio renders the
 * real profile page with it.
 */
export async function previewAttorney(
  pool: Pool,
  media: MediaService,
  document: TStudioAttorneyDocument,
): Promise<TAttorney> {
  const row = renderAttorney(
    document,
    await loadMediaLookup(pool),
    await storedContentTokens(pool, new Date()),
  );
  const infos = await media.infoOf([row.photo]);
  return { ...row, photo_info: infos.get(row.photo) ?? null };
}
