import type { TStudioLang } from '@firm/shared/studio/studio-state';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TStudioPostChoices } from '@firm/shared/studio/studio-post';
import type { TDb } from '../documents/documents.repository';

/** One language of a `blog_posts` row: its text when published, nulls and blanks when not. */
export type TPostLanguageColumns = {
  url: string | null;
  titulo: string;
  description: string;
  main_media_text: string;
  body: string;
};

/** A `blog_posts` row as the studio writes it. */
export type TPostRowValues = {
  id: number;
  source_key: string;
  category_id: number;
  author_slug: string | null;
  featured: boolean;
  quick_exit: boolean;
  main_media: string;
  indice: string;
  es: TPostLanguageColumns;
  en: TPostLanguageColumns;
  created_at: Date;
  updated_at: Date;
};

/** What the projection needs to know of an existing row. */
export type TExistingPost = {
  id: number;
  source_key: string;
  url_es: string | null;
  url_en: string | null;
  created_at: Date;
};

/** The row of a post id, when it was ever published (locked for the transaction). */
export async function findPostRow(db: TDb, id: number): Promise<TExistingPost | undefined> {
  const { rows } = await db.query<TExistingPost>(
    'SELECT id, source_key, url_es, url_en, created_at FROM blog_posts WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0];
}

/** The id of a category by its key, or undefined. */
export async function categoryIdOf(db: TDb, key: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM blog_categories WHERE source_key = $1',
    [key],
  );
  return rows[0]?.id;
}

/** Whether a source key (the article's folder name in an export) is free for `id`. */
export async function sourceKeyFree(db: TDb, sourceKey: string, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM blog_posts WHERE source_key = $1 AND id <> $2', [
    sourceKey,
    id,
  ]);
  return rows.length === 0;
}

const COLUMNS = [
  'source_key',
  'category_id',
  'author_slug',
  'featured',
  'quick_exit',
  'main_media',
  'indice',
  'url_es',
  'titulo_es',
  'description_es',
  'main_media_text_es',
  'body_es',
  'url_en',
  'titulo_en',
  'description_en',
  'main_media_text_en',
  'body_en',
  'created_at',
  'updated_at',
] as const;

/** Inserts or replaces a post's row (its id is the studio's). */
export async function writePostRow(db: TDb, row: TPostRowValues): Promise<void> {
  const values = [
    row.source_key,
    row.category_id,
    row.author_slug,
    row.featured,
    row.quick_exit,
    row.main_media,
    row.indice,
    ...(['es', 'en'] as const).flatMap((lang) => [
      row[lang].url,
      row[lang].titulo,
      row[lang].description,
      row[lang].main_media_text,
      row[lang].body,
    ]),
    row.created_at,
    row.updated_at,
  ];
  await db.query(
    `INSERT INTO blog_posts (id, ${COLUMNS.join(', ')})
     VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [row.id, ...values],
  );
}

/** Keeps `url` of `lang` answering with a 301 to the post (its address changed). */
export async function keepRedirect(
  db: TDb,
  lang: TStudioLang,
  url: string,
  postId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO blog_post_redirects (lang, url, post_id) VALUES ($1, $2, $3)
     ON CONFLICT (lang, url) DO UPDATE SET post_id = EXCLUDED.post_id, created_at = now()`,
    [lang, url, postId],
  );
}

/** Forgets a redirect from an address a post now uses itself. */
export async function dropRedirect(db: TDb, lang: TStudioLang, url: string): Promise<void> {
  await db.query('DELETE FROM blog_post_redirects WHERE lang = $1 AND url = $2', [lang, url]);
}

/** Takes languages of a post off the site (their text blanked, their address freed). */
export async function blankPostLanguages(db: TDb, id: number, langs: TStudioLang[]): Promise<void> {
  for (const lang of langs) {
    await db.query(
      `UPDATE blog_posts SET url_${lang} = NULL, titulo_${lang} = '', description_${lang} = '',
         main_media_text_${lang} = '', body_${lang} = '' WHERE id = $1`,
      [id],
    );
  }
}

/** Whether another post uses `url` in `lang` (published, or in its latest revision). */
export async function postUrlTaken(
  db: TDb,
  lang: TStudioLang,
  url: string,
  key: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM blog_posts WHERE url_${lang} = $1 AND id::text IS DISTINCT FROM $2
     UNION ALL
     SELECT 1 FROM content_items WHERE kind = 'post' AND document -> $3 ->> 'url' = $1
       AND key IS DISTINCT FROM $2
     LIMIT 1`,
    [url, key, lang],
  );
  return rows.length > 0;
}

/** The category keys and author slugs an article may name. */
export async function postReferences(
  db: TDb,
): Promise<{ categories: Set<string>; authors: Set<string> }> {
  // one after the other: `db` may be the single client of a transaction
  const categories = await db.query<{ key: string }>(
    'SELECT source_key AS key FROM blog_categories',
  );
  const authors = await db.query<{ key: string }>('SELECT slug AS key FROM attorneys');
  return {
    categories: new Set(categories.rows.map((row) => row.key)),
    authors: new Set(authors.rows.map((row) => row.key)),
  };
}

/** The categories (key and names, in the navbar's order) and the attorneys (slug and name) by name. */
export async function listPostChoices(db: TDb): Promise<TStudioPostChoices> {
  const categories = await db.query<TStudioPostChoices['categories'][number]>(
    'SELECT source_key AS key, nombre_es, nombre_en FROM blog_categories ORDER BY position, id',
  );
  const authors = await db.query<TStudioPostChoices['authors'][number]>(
    'SELECT slug, name FROM attorneys ORDER BY name',
  );
  return { categories: categories.rows, authors: authors.rows };
}

/** A new post id (the `blog_posts` sequence, so the public id is the studio's from the start). */
export async function nextPostId(db: TDb): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('blog_posts', 'id'))::int AS id",
  );
  return rows[0]!.id;
}

type TCategoryRow = TBlogArticle['category'];

/** An article's category as the public answer shows it (blank when the key is unknown). */
export async function categoryOf(pool: TDb, key: string): Promise<TCategoryRow> {
  const { rows } = await pool.query<TCategoryRow>(
    'SELECT id, nombre_en, nombre_es, url_en, url_es, quick_exit FROM blog_categories WHERE source_key = $1',
    [key],
  );
  return (
    rows[0] ?? { id: 0, nombre_en: '', nombre_es: '', url_en: '', url_es: '', quick_exit: false }
  );
}

/** An article's author as the public answer shows it, or null. */
export async function authorOf(pool: TDb, slug: string): Promise<TBlogArticle['author']> {
  const { rows } = await pool.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM attorneys WHERE slug = $1',
    [slug],
  );
  return rows[0] ?? null;
}

/** A post's first publication and last change (now for one never published). */
export async function datesOf(
  pool: TDb,
  id: number,
): Promise<{ created_at: Date; updated_at: Date }> {
  const { rows } = await pool.query<{ created_at: Date; updated_at: Date }>(
    'SELECT created_at, updated_at FROM blog_posts WHERE id = $1',
    [id],
  );
  const now = new Date();
  return rows[0] ?? { created_at: now, updated_at: now };
}
