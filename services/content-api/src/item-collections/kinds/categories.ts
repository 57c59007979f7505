import { z } from 'zod';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import {
  ZStudioCategoryDocumentSchema,
  type TStudioCategoryDocument,
} from '@firm/shared/studio/studio-collections';
import { problem } from '../../studio/studio-errors';
import type { TItemSpec } from '../item-spec';
import { categoryArticleCount, categoryUrlTaken } from './kind-checks.repository';

/** An entry of `categories.json` (`quick_exit` may be left out). */
const ZCategoryEntrySchema = ZStudioCategoryDocumentSchema.extend({
  key: z.string(),
  quick_exit: z.boolean().default(false),
});

/**
 * Blog categories (`/api/staff/content/categories`) in the navbar's order. Each address is one
 * category's in its language; a category with articles does not leave the site.
 */
export const CATEGORIES: TItemSpec<TStudioCategoryDocument> = {
  collection: 'categories',
  kind: 'categories',
  schema: ZStudioCategoryDocumentSchema,
  table: 'blog_categories',
  ordered: true,
  keyPrefix: 'category',
  label: (category) => category.nombre_es,
  image: () => null,
  media: () => [],
  row: (category) => ({
    nombre_es: category.nombre_es,
    nombre_en: category.nombre_en,
    url_es: category.url_es,
    url_en: category.url_en,
    quick_exit: category.quick_exit,
  }),
  answer: (row) => ({
    id: row.id,
    nombre_en: row.nombre_en,
    nombre_es: row.nombre_es,
    url_en: row.url_en,
    url_es: row.url_es,
    quick_exit: row.quick_exit,
    post_count: 0,
  }),
  checks: async (db, key, category, locale) => {
    const problems = [];
    for (const lang of ['es', 'en'] as const) {
      if (await categoryUrlTaken(db, lang, category[`url_${lang}`], key))
        problems.push(problem(locale, `url_${lang}`, 'categoryUrlTaken'));
    }
    return problems;
  },
  leaveProblem: async (db, key, locale) => {
    const count = await categoryArticleCount(db, key);
    return count > 0 ? studioMessage(locale, 'categoryHasArticles', { count }) : null;
  },
  file: {
    name: 'categories.json',
    entry: ZCategoryEntrySchema,
    document: ({ key: _key, ...category }: z.infer<typeof ZCategoryEntrySchema>) => category,
  },
};
