import { z } from 'zod';
import { ZSlugSchema } from '@firm/shared/content/content-fields';
import {
  ZStudioAttorneyTestimonialDocumentSchema,
  type TStudioAttorneyTestimonialDocument,
} from '@firm/shared/studio/studio-collections';
import { renderMarkdown } from '../../content/markdown';
import { sanitizeContentHtml } from '../../content/sanitize-content-html';
import { problem } from '../../studio/studio-errors';
import { publicName } from '../item-kind';
import type { TItemSpec } from '../item-spec';
import { knownAttorneySlugs } from './kind-checks.repository';

/** An entry of `attorney-testimonials.json`: `attorneys` absent names every attorney. */
const ZEntrySchema = ZStudioAttorneyTestimonialDocumentSchema.extend({
  key: z.string(),
  attorneys: z.array(ZSlugSchema).min(1).optional(),
});

/** A testimonial's body as the site shows it: its Markdown rendered and sanitized, as the import does. */
const html = (markdown: string) => sanitizeContentHtml(renderMarkdown(markdown));

/**
 * Client testimonials of the attorney pages (`/api/staff/content/testimonials/attorney`): the
 * profiles of `attorneys` show it (attorney_testimonials.attorney_slugs).
 */
export const ATTORNEY_TESTIMONIALS: TItemSpec<TStudioAttorneyTestimonialDocument> = {
  collection: 'attorney-testimonials',
  kind: 'attorney-testimonials',
  schema: ZStudioAttorneyTestimonialDocumentSchema,
  table: 'attorney_testimonials',
  ordered: true,
  keyPrefix: 'testimonial',
  label: (item) => item.nombre,
  image: (item) => item.foto,
  media: (item) => [['foto', item.foto]],
  row: (item, { media }) => ({
    foto: publicName(media, item.foto),
    nombre: item.nombre,
    body_en: html(item.body_en),
    body_es: html(item.body_es),
    attorney_slugs: item.attorneys,
  }),
  answer: (row) => ({
    id: row.id,
    foto: row.foto,
    nombre: row.nombre,
    body_en: row.body_en,
    body_es: row.body_es,
  }),
  checks: async (db, _key, item, locale) => {
    const known = await knownAttorneySlugs(db, item.attorneys);
    return item.attorneys.flatMap((slug, i) =>
      known.has(slug) ? [] : [problem(locale, `attorneys.${i}`, 'attorneyUnknown', { slug })],
    );
  },
  file: {
    name: 'attorney-testimonials.json',
    entry: ZEntrySchema,
    document: ({ key: _key, attorneys, ...item }: z.infer<typeof ZEntrySchema>, context) => ({
      ...item,
      attorneys: attorneys ?? context.attorneySlugs,
    }),
  },
};
