import { z } from 'zod';
import {
  ZStudioGiveawayDocumentSchema,
  ZStudioTravelDocumentSchema,
  type TStudioGiveawayDocument,
  type TStudioTravelDocument,
} from '@firm/shared/studio/studio-collections';
import { publicName } from '../item-kind';
import type { TItemSpec } from '../item-spec';

const ZTravelEntrySchema = ZStudioTravelDocumentSchema.extend({ key: z.string() });
const ZGiveawayEntrySchema = ZStudioGiveawayDocumentSchema.extend({ key: z.string() });

/** Travel testimonials (`/api/staff/content/testimonials/travel`): a short video and its poster. */
export const TRAVEL: TItemSpec<TStudioTravelDocument> = {
  collection: 'travel',
  kind: 'travel',
  schema: ZStudioTravelDocumentSchema,
  table: 'travel_testimonials',
  ordered: true,
  keyPrefix: 'travel',
  label: (item) => item.alt_es,
  image: (item) => item.poster,
  media: (item) => [
    ['foto', item.foto],
    ['poster', item.poster],
  ],
  row: (item, { media }) => ({
    foto: publicName(media, item.foto),
    poster: publicName(media, item.poster),
    alt_en: item.alt_en,
    alt_es: item.alt_es,
  }),
  answer: (row) => ({
    id: row.id,
    foto: row.foto,
    poster: row.poster,
    alt_en: row.alt_en,
    alt_es: row.alt_es,
  }),
  file: {
    name: 'travel-testimonials.json',
    entry: ZTravelEntrySchema,
    document: ({ key: _key, ...item }: z.infer<typeof ZTravelEntrySchema>) => item,
  },
};

/** Giveaway testimonials (`/api/staff/content/testimonials/giveaway`): an image. */
export const GIVEAWAY: TItemSpec<TStudioGiveawayDocument> = {
  collection: 'giveaway',
  kind: 'giveaway',
  schema: ZStudioGiveawayDocumentSchema,
  table: 'giveaway_testimonials',
  ordered: true,
  keyPrefix: 'giveaway',
  label: (item) => item.alt_es,
  image: (item) => item.foto,
  media: (item) => [['foto', item.foto]],
  row: (item, { media }) => ({
    foto: publicName(media, item.foto),
    alt_es: item.alt_es,
    alt_en: item.alt_en,
  }),
  answer: (row) => ({ id: row.id, foto: row.foto, alt_es: row.alt_es, alt_en: row.alt_en }),
  file: {
    name: 'giveaway-testimonials.json',
    entry: ZGiveawayEntrySchema,
    document: ({ key: _key, ...item }: z.infer<typeof ZGiveawayEntrySchema>) => item,
  },
};
