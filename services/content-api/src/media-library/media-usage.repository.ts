import type { TDb } from '../documents/documents.repository';

/** A place that names a media file (by its library name or its public name). */
export type TMediaReference = {
  kind: string;
  key: string;
  label: string;
  field: string;
  /** The file's name as the place writes it. */
  name: string;
};

const IMAGES_IN = (column: string) =>
  `(SELECT array_agg(m[1]) FROM regexp_matches(${column}, 'src="/images/files/([^"]+)"', 'g') AS m)`;

/**
 * Every media file the content names: the studio's drafts (article and page documents), the published
 * articles and page texts, the attorneys, reviews, testimonials and lives (one row per place and field).
 */
export async function mediaReferences(db: TDb): Promise<TMediaReference[]> {
  const { rows } = await db.query<TMediaReference>(
    `SELECT 'post' AS kind, key, coalesce(nullif(document->'es'->>'titulo', ''), nullif(document->'en'->>'titulo', ''), '#' || key) AS label,
            'main_media' AS field, document->>'main_media' AS name
       FROM content_items WHERE kind = 'post' AND document->>'main_media' <> ''
     UNION ALL
     SELECT 'post', i.key, coalesce(nullif(i.document->'es'->>'titulo', ''), nullif(i.document->'en'->>'titulo', ''), '#' || i.key),
            l.lang || '.markdown', m[1]
       FROM content_items i CROSS JOIN (VALUES ('es'), ('en')) AS l(lang),
            regexp_matches(i.document->l.lang->>'markdown', '/images/files/([A-Za-z0-9._-]+)', 'g') AS m
      WHERE i.kind = 'post'
     UNION ALL
     SELECT 'page', i.key, i.key, l.lang || '.blocks.' || b.key, m[1]
       FROM content_items i CROSS JOIN (VALUES ('es'), ('en')) AS l(lang),
            jsonb_each_text(i.document->l.lang->'blocks') AS b,
            regexp_matches(b.value, '/images/files/([A-Za-z0-9._-]+)', 'g') AS m
      WHERE i.kind = 'page'
     UNION ALL
     SELECT 'post', p.id::text, coalesce(nullif(p.titulo_es, ''), nullif(p.titulo_en, ''), '#' || p.id), 'main_media', p.main_media
       FROM blog_posts p WHERE p.url_es IS NOT NULL OR p.url_en IS NOT NULL
     UNION ALL
     SELECT 'post', p.id::text, coalesce(nullif(p.titulo_es, ''), nullif(p.titulo_en, ''), '#' || p.id), 'body', unnest(${IMAGES_IN('p.body_es || p.body_en')})
       FROM blog_posts p
     UNION ALL
     SELECT 'page', t.page_key, t.page_key, 'blocks.' || t.block, unnest(${IMAGES_IN('t.body_es || t.body_en')})
       FROM page_texts t
     UNION ALL
     SELECT 'attorney', slug, name, 'photo', photo FROM attorneys
     UNION ALL
     SELECT 'attorney', slug, name, 'bio', unnest(${IMAGES_IN('bio_es || bio_en')}) FROM attorneys
     UNION ALL
     SELECT 'review', source_key, nombre, 'imagen', imagen FROM google_reviews
     UNION ALL
     SELECT 'testimonial', 'travel/' || source_key, alt_es, f.field, f.name
       FROM travel_testimonials, LATERAL (VALUES ('foto', foto), ('poster', poster)) AS f(field, name)
     UNION ALL
     SELECT 'testimonial', 'giveaway/' || source_key, alt_es, 'foto', foto FROM giveaway_testimonials
     UNION ALL
     SELECT 'testimonial', 'attorney/' || source_key, nombre, 'foto', foto FROM attorney_testimonials
     UNION ALL
     SELECT 'live', source_key, nombre_es, f.field, f.name
       FROM live_entries, LATERAL (VALUES ('imagen_es', imagen_es), ('imagen_en', imagen_en)) AS f(field, name)`,
  );
  return rows;
}
