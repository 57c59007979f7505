import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import type { TCategory } from '@firm/shared/content/category';
import type { Pool } from '@firm/shared/server/db';
import type { TLang } from '../http/query-params';

/** A blog post summary row: the API's summary before its dates are written out and its image described. */
export type TPostSummaryRow = Omit<
  TBlogSummary,
  'created_at' | 'updated_at' | 'main_media_info'
> & {
  created_at: Date;
  updated_at: Date;
};

/** A full article row. */
export type TPostRow = TPostSummaryRow & Pick<TBlogArticle, 'body_en' | 'body_es' | 'indice'>;

// A language is published when its address is set; an unpublished one answers '' (its text is blank).
const SUMMARY = `p.id, coalesce(p.url_en, '') AS url_en, coalesce(p.url_es, '') AS url_es,
  p.titulo_en, p.titulo_es, p.description_en, p.description_es,
  p.main_media, p.main_media_text_en, p.main_media_text_es, p.created_at, p.updated_at, p.featured,
  p.quick_exit OR c.quick_exit AS quick_exit,
  json_build_object('id', c.id, 'nombre_en', c.nombre_en, 'nombre_es', c.nombre_es, 'url_en', c.url_en, 'url_es', c.url_es, 'quick_exit', c.quick_exit) AS category,
  CASE WHEN a.slug IS NULL THEN NULL ELSE json_build_object('slug', a.slug, 'name', a.name) END AS author`;
const FROM = `FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id LEFT JOIN attorneys a ON a.slug = p.author_slug`;
const PUBLISHED = {
  en: 'p.url_en IS NOT NULL',
  es: 'p.url_es IS NOT NULL',
  any: '(p.url_en IS NOT NULL OR p.url_es IS NOT NULL)',
} as const;

/** Posts published in `lang`, newest first, optionally of one category, with the total count. */
export async function listPosts(
  pool: Pool,
  options: { lang: TLang; limit: number; offset: number; categoryId?: number },
): Promise<{ rows: TPostSummaryRow[]; total: number }> {
  const category = options.categoryId ?? null;
  const published = PUBLISHED[options.lang];
  const [page, count] = await Promise.all([
    pool.query<TPostSummaryRow>(
      `SELECT ${SUMMARY} ${FROM} WHERE ${published} AND ($3::int IS NULL OR p.category_id = $3)
       ORDER BY p.created_at DESC, p.id DESC LIMIT $1 OFFSET $2`,
      [options.limit, options.offset, category],
    ),
    pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM blog_posts p WHERE ${published} AND ($1::int IS NULL OR p.category_id = $1)`,
      [category],
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]?.total ?? 0 };
}

/**
 * Featured posts published in `lang` (in either language when none is given), newest first, bodies
 * included; the newest posts when none is featured.
 */
export async function featuredPosts(
  pool: Pool,
  limit: number,
  lang: TLang | 'any' = 'any',
): Promise<TPostRow[]> {
  const { rows } = await pool.query<TPostRow>(
    `SELECT ${SUMMARY}, p.body_en, p.body_es, p.indice ${FROM} WHERE ${PUBLISHED[lang]}
     ORDER BY p.featured DESC, p.created_at DESC, p.id DESC LIMIT $1`,
    [limit],
  );
  const featured = rows.filter((row) => row.featured);
  return featured.length > 0 ? featured : rows;
}

/**
 * One post published in `lang` by its slug in that language, or by an address it had before (its
 * answer then carries the current one, and the page answers a 301).
 */
export async function findPost(
  pool: Pool,
  lang: TLang,
  slug: string,
): Promise<TPostRow | undefined> {
  const { rows } = await pool.query<TPostRow>(
    `SELECT ${SUMMARY}, p.body_en, p.body_es, p.indice ${FROM}
     WHERE ${PUBLISHED[lang]} AND (p.url_${lang} = $1 OR p.id = (
       SELECT r.post_id FROM blog_post_redirects r WHERE r.lang = $2 AND r.url = $1))
     ORDER BY (p.url_${lang} = $1) DESC LIMIT 1`,
    [slug, lang],
  );
  return rows[0];
}

const CATEGORY_SELECT = `SELECT c.id, c.nombre_en, c.nombre_es, c.url_en, c.url_es, c.quick_exit,
    (SELECT count(*)::int FROM blog_posts p WHERE p.category_id = c.id AND ${PUBLISHED.any}) AS post_count
  FROM blog_categories c`;

/** Categories in the firm's order, with their published post counts. */
export async function listCategories(pool: Pool): Promise<TCategory[]> {
  const { rows } = await pool.query<TCategory>(`${CATEGORY_SELECT} ORDER BY c.position, c.id`);
  return rows;
}

/** One category by its slug in `lang`. */
export async function findCategory(
  pool: Pool,
  lang: TLang,
  slug: string,
): Promise<TCategory | undefined> {
  const column = lang === 'en' ? 'c.url_en' : 'c.url_es';
  const { rows } = await pool.query<TCategory>(`${CATEGORY_SELECT} WHERE ${column} = $1`, [slug]);
  return rows[0];
}
