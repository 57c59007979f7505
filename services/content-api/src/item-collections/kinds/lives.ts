import { z } from 'zod';
import {
  isVideoUrl,
  ZStudioLiveDocumentSchema,
  type TStudioLiveDocument,
} from '@firm/shared/studio/studio-collections';
import { problem } from '../../studio/studio-errors';
import { publicName } from '../item-kind';
import type { TItemSpec } from '../item-spec';

const ZLiveEntrySchema = ZStudioLiveDocumentSchema.extend({ key: z.string() });

/**
 * Lives (`/api/staff/content/lives`): newest first. The recording's URL must be a video's; the
 * shipped samples (search pages) are imported as they are, but not saved in the studio until replaced.
 */
export const LIVES: TItemSpec<TStudioLiveDocument> = {
  collection: 'lives',
  kind: 'lives',
  schema: ZStudioLiveDocumentSchema,
  table: 'live_entries',
  ordered: false,
  compare: (a, b) => b.streamed_at.localeCompare(a.streamed_at),
  keyPrefix: 'live',
  label: (live) => live.nombre_es,
  image: (live) => live.imagen_es,
  media: (live) => [
    ['imagen_es', live.imagen_es],
    ['imagen_en', live.imagen_en],
  ],
  row: (live, { media }) => ({
    url: live.url,
    streamed_at: live.streamed_at,
    nombre_es: live.nombre_es,
    nombre_en: live.nombre_en,
    imagen_es: publicName(media, live.imagen_es),
    imagen_en: publicName(media, live.imagen_en),
  }),
  answer: (row) => ({
    id: row.id,
    url: row.url,
    imagen_es: row.imagen_es,
    nombre_es: row.nombre_es,
    imagen_en: row.imagen_en,
    nombre_en: row.nombre_en,
  }),
  checks: async (_db, _key, live, locale) =>
    isVideoUrl(live.url) ? [] : [problem(locale, 'url', 'notVideoUrl')],
  file: {
    name: 'lives.json',
    entry: ZLiveEntrySchema,
    document: ({ key: _key, ...live }: z.infer<typeof ZLiveEntrySchema>) => live,
  },
};
