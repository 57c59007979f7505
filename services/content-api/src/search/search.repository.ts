import type { TSearchResult } from '@firm/shared/content/search-result';
import type { Pool } from '@firm/shared/server/db';

/**
 * Published posts (in either language; the other language's address is '' when it is not published)
 * matching every term in Spanish, English or as written (accents and case
 * folded), best first: posts whose title holds every term, then whose title starts with or
 * holds the typed phrase, then by weighted rank (titles A, bodies D), then newest.
 */
export async function searchPosts(
  pool: Pool,
  terms: string[],
  phrase: string,
  limit: number,
): Promise<TSearchResult[]> {
  const perTerm = terms.map(
    (_, i) =>
      `(to_tsquery('content_es', $${i + 3}) || to_tsquery('content_en', $${i + 3}) || to_tsquery('content_simple', $${i + 3}))`,
  );
  // Named per word count, so each connection plans the statement once.
  const { rows } = await pool.query<TSearchResult>({
    name: `content-search-${terms.length}`,
    text: `WITH q AS (SELECT ${perTerm.join(' && ')} AS query),
          f AS (SELECT lower(public.unaccent($2)) AS phrase)
     SELECT p.id, p.titulo_en, p.titulo_es, coalesce(p.url_en, '') AS url_en, coalesce(p.url_es, '') AS url_es
     FROM blog_posts p, q, f
     WHERE (p.url_es IS NOT NULL OR p.url_en IS NOT NULL) AND p.search_vector @@ q.query
     ORDER BY (p.title_vector @@ q.query) DESC,
              (p.title_folded LIKE f.phrase || '%' OR p.title_folded LIKE '%| ' || f.phrase || '%') DESC,
              (position(f.phrase in p.title_folded) > 0) DESC,
              ts_rank('{0.1, 0.2, 0.4, 1.0}', p.search_vector, q.query) DESC,
              p.created_at DESC, p.id DESC
     LIMIT $1`,
    values: [limit, phrase, ...terms],
  });
  return rows;
}
