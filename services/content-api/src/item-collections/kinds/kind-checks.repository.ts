import type { TDb } from '../../documents/documents.repository';

/** Whether another category (its document or its public row) uses `url` in a language. */
export async function categoryUrlTaken(
  db: TDb,
  lang: 'es' | 'en',
  url: string,
  key: string | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM content_items WHERE kind = 'categories' AND key <> $3 AND document->>$1 = $2
     UNION ALL
     SELECT 1 FROM blog_categories WHERE source_key <> $3 AND ${lang === 'es' ? 'url_es' : 'url_en'} = $2
     LIMIT 1`,
    [`url_${lang}`, url, key ?? ''],
  );
  return rows.length > 0;
}

/**
 * The articles in a category: its rows on the blog (published or not) and the articles on the site
 * whose document names it.
 */
export async function categoryArticleCount(db: TDb, key: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (
       SELECT p.id::text AS key FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id
       WHERE c.source_key = $1
       UNION
       SELECT i.key FROM content_items i WHERE i.kind = 'post' AND i.document->>'category' = $1
         AND EXISTS (SELECT 1 FROM content_language_states s
                     WHERE s.kind = i.kind AND s.key = i.key AND s.live)
     ) articles`,
    [key],
  );
  return rows[0]?.count ?? 0;
}

/** The attorneys' slugs among `slugs` the site has. */
export async function knownAttorneySlugs(db: TDb, slugs: string[]): Promise<Set<string>> {
  const { rows } = await db.query<{ slug: string }>(
    // an attorney's old slug (migration 121) still names her or him: it redirects to the profile
    `SELECT slug FROM attorneys WHERE slug = ANY($1::text[])
     UNION SELECT r.slug FROM attorney_slug_redirects r
       JOIN attorneys a ON a.source_key = r.attorney_key WHERE r.slug = ANY($1::text[])`,
    [slugs],
  );
  return new Set(rows.map((row) => row.slug));
}
