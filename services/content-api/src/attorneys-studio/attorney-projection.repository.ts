import type { TAttorneyRow } from '../attorneys/attorneys.repository';
import type { TDb } from '../documents/documents.repository';

/** The `attorneys` row of a document, as the projection writes it. */
export type TAttorneyRowValues = Omit<TAttorneyRow, never> & { key: string; position: number };

/** What the projection needs of a published attorney's row. */
export type TExistingAttorney = { key: string; slug: string; position: number };

const COLUMNS = [
  'slug',
  'name',
  'role_en',
  'role_es',
  'is_founder',
  'photo',
  'photo_alt_en',
  'photo_alt_es',
  'summary_en',
  'summary_es',
  'bio_en',
  'bio_es',
  'licensed_in',
  'bar_admissions',
  'languages_en',
  'languages_es',
  'practice_areas_en',
  'practice_areas_es',
  'associations_en',
  'associations_es',
  'social',
  'position',
] as const;
const JSON_COLUMNS = new Set<string>([
  'licensed_in',
  'bar_admissions',
  'languages_en',
  'languages_es',
  'practice_areas_en',
  'practice_areas_es',
  'associations_en',
  'associations_es',
  'social',
]);

/** The published row of a document (locked for the transaction), when it is on the site. */
export async function findAttorneyRow(
  db: TDb,
  key: string,
): Promise<TExistingAttorney | undefined> {
  const { rows } = await db.query<TExistingAttorney>(
    'SELECT source_key AS key, slug, position FROM attorneys WHERE source_key = $1 FOR UPDATE',
    [key],
  );
  return rows[0];
}

/**
 * Inserts or replaces an attorney's row by its key. A new slug is written in place (`UPDATE`), so the
 * articles' `author_slug` follows it (`ON UPDATE CASCADE`).
 */
export async function writeAttorneyRow(db: TDb, row: TAttorneyRowValues): Promise<void> {
  const values = COLUMNS.map((column) =>
    JSON_COLUMNS.has(column) ? JSON.stringify(row[column]) : row[column],
  );
  await db.query(
    `INSERT INTO attorneys (source_key, ${COLUMNS.join(', ')})
     VALUES ($1, ${COLUMNS.map((_, i) => `$${i + 2}`).join(', ')})
     ON CONFLICT (source_key) DO UPDATE SET ${COLUMNS.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
    [row.key, ...values],
  );
}

/** Takes an attorney off the site (its old slugs stay, answering 404 until it is published again). */
export async function deleteAttorneyRow(db: TDb, key: string): Promise<void> {
  await db.query('DELETE FROM attorneys WHERE source_key = $1', [key]);
}

/** Keeps `slug` answering with a 301 to the attorney of `key` (its slug changed). */
export async function keepSlugRedirect(db: TDb, slug: string, key: string): Promise<void> {
  await db.query(
    `INSERT INTO attorney_slug_redirects (slug, attorney_key) VALUES ($1, $2)
     ON CONFLICT (slug) DO UPDATE SET attorney_key = EXCLUDED.attorney_key, created_at = now()`,
    [slug, key],
  );
}

/** Forgets the redirect of a slug an attorney now uses itself. */
export async function dropSlugRedirect(db: TDb, slug: string): Promise<void> {
  await db.query('DELETE FROM attorney_slug_redirects WHERE slug = $1', [slug]);
}

/**
 * Who else has `slug`: another attorney's draft or published profile uses it, or it is an old slug of
 * another attorney (it redirects there); null when it is free for `key`.
 */
export async function slugHolder(
  db: TDb,
  slug: string,
  key: string | null,
): Promise<'current' | 'old' | null> {
  const { rows } = await db.query<{ what: 'current' | 'old' }>(
    `SELECT 'current' AS what FROM attorneys WHERE slug = $1 AND source_key IS DISTINCT FROM $2
     UNION ALL
     SELECT 'current' FROM content_items WHERE kind = 'attorney' AND document ->> 'slug' = $1
       AND key IS DISTINCT FROM $2
     UNION ALL
     SELECT 'old' FROM attorney_slug_redirects WHERE slug = $1 AND attorney_key IS DISTINCT FROM $2
     LIMIT 1`,
    [slug, key],
  );
  return rows[0]?.what ?? null;
}

/** The name of another attorney marked founder (draft or published), or null. */
export async function otherFounder(db: TDb, key: string | null): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT document ->> 'name' AS name FROM content_items
     WHERE kind = 'attorney' AND (document ->> 'is_founder')::boolean AND key IS DISTINCT FROM $1
     UNION ALL
     SELECT name FROM attorneys WHERE is_founder AND source_key IS DISTINCT FROM $1
     LIMIT 1`,
    [key],
  );
  return rows[0]?.name ?? null;
}

/** How many articles name the attorney of `slug` as their author. */
export async function articlesBy(db: TDb, slug: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT id::text FROM blog_posts WHERE author_slug = $1
       UNION
       SELECT key FROM content_items WHERE kind = 'post' AND document ->> 'author' = $1) a`,
    [slug],
  );
  return rows[0]!.n;
}

/** Whether a document key of the attorneys is taken. */
export async function attorneyKeyTaken(db: TDb, key: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM content_items WHERE kind = 'attorney' AND key = $1
     UNION ALL SELECT 1 FROM attorneys WHERE source_key = $1 LIMIT 1`,
    [key],
  );
  return rows.length > 0;
}

/** The attorney a slug names now, or the one it named before (`moved`: the slug is an old one). */
export async function attorneyKeyOfSlug(
  db: TDb,
  slug: string,
): Promise<{ key: string; slug: string } | undefined> {
  const { rows } = await db.query<{ key: string; slug: string }>(
    `SELECT a.source_key AS key, a.slug FROM attorneys a WHERE a.slug = $1
     UNION ALL
     SELECT a.source_key, a.slug FROM attorney_slug_redirects r
       JOIN attorneys a ON a.source_key = r.attorney_key
       WHERE r.slug = $1
     LIMIT 1`,
    [slug],
  );
  return rows[0];
}

/** The name of the attorney an old slug redirects to, or undefined. */
export async function attorneyOfOldSlug(db: TDb, slug: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT a.name FROM attorney_slug_redirects r JOIN attorneys a ON a.source_key = r.attorney_key
     WHERE r.slug = $1`,
    [slug],
  );
  return rows[0]?.name;
}

/** The keys of the articles whose latest revision names `slug` as author (locked). */
export async function articleKeysBy(db: TDb, slug: string): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM content_items WHERE kind = 'post' AND document ->> 'author' = $1 FOR UPDATE`,
    [slug],
  );
  return rows.map((row) => row.key);
}

/** Forgets the old slugs of an attorney (deleted from the studio). */
export async function dropSlugRedirectsOf(db: TDb, key: string): Promise<void> {
  await db.query('DELETE FROM attorney_slug_redirects WHERE attorney_key = $1', [key]);
}
