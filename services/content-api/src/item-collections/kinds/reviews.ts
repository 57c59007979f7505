import { z } from 'zod';
import {
  ZStudioReviewDocumentSchema,
  type TStudioReviewDocument,
} from '@firm/shared/studio/studio-collections';
import { reviewAnswer } from '../../collections/collections.service';
import type { TReviewRow } from '../../collections/collections.repository';
import { publicName } from '../item-kind';
import type { TItemSpec } from '../item-spec';

/** An entry of `google-reviews.json`. */
const ZReviewEntrySchema = ZStudioReviewDocumentSchema.extend({ key: z.string() });

/** A review's day as a time (a bare date is midnight UTC). */
const publishedAt = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** Google reviews (`/api/staff/content/reviews`): newest first, as the site shows them. */
export const REVIEWS: TItemSpec<TStudioReviewDocument> = {
  collection: 'reviews',
  kind: 'reviews',
  schema: ZStudioReviewDocumentSchema,
  table: 'google_reviews',
  ordered: false,
  compare: (a, b) => publishedAt(b.published_at).getTime() - publishedAt(a.published_at).getTime(),
  keyPrefix: 'review',
  label: (review) => review.nombre,
  image: (review) => review.imagen,
  media: (review) => [['imagen', review.imagen]],
  row: (review, { media }) => ({
    imagen: publicName(media, review.imagen),
    nombre: review.nombre,
    rating: review.rating,
    body_es: review.body_es,
    body_en: review.body_en,
    published_at: publishedAt(review.published_at),
    url: review.url ?? null,
  }),
  answer: ({ url: _url, ...row }, _lang, now) => reviewAnswer(row as TReviewRow, now),
  file: {
    name: 'google-reviews.json',
    entry: ZReviewEntrySchema,
    document: ({ key: _key, ...review }: z.infer<typeof ZReviewEntrySchema>) => review,
  },
};
