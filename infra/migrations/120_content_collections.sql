-- Content studio, part 2 (issue 30): reviews, testimonials, lives and blog categories become documents
-- of the studio (content_items, kinds named after their collection: reviews, travel, giveaway,
-- attorney-testimonials, lives, categories). The public tables keep only what is published, upserted
-- by source_key (the document's key). A re-import fills the documents in.

-- The place of each item of an ordered collection (travel, giveaway, attorney-testimonials,
-- categories, attorneys), as the editor set it: kept while an item is off the site, so re-publishing
-- it puts it back where it was. A new item goes last.
CREATE TABLE content_positions (
  kind      text NOT NULL,
  key       text NOT NULL,
  position  integer NOT NULL,
  PRIMARY KEY (kind, key),
  FOREIGN KEY (kind, key) REFERENCES content_items (kind, key) ON DELETE CASCADE
);

-- The attorneys (slugs) whose profile shows a client testimonial (the file's `attorneys`; absent:
-- every attorney). The projection fills it.
ALTER TABLE attorney_testimonials ADD COLUMN attorney_slugs text[] NOT NULL DEFAULT '{}';
UPDATE attorney_testimonials SET attorney_slugs = (SELECT coalesce(array_agg(slug ORDER BY position, slug), '{}') FROM attorneys);

-- The review on Google (absent for the samples).
ALTER TABLE google_reviews ADD COLUMN url text;

-- Rows already on the site become revision 1 of their document (action `migrate`: what an import
-- wrote, so still sample), published in both languages; their order is kept. Media are named by
-- their source name, as documents name them; HTML bodies are valid Markdown.
CREATE FUNCTION pg_temp.media_source(file text) RETURNS text LANGUAGE sql AS $$
  SELECT coalesce((SELECT source_name FROM content_media WHERE content_media.file = $1), $1)
$$;

INSERT INTO content_items (kind, key, revision, document)
SELECT 'reviews', source_key, 1, jsonb_build_object('nombre', nombre, 'imagen', pg_temp.media_source(imagen),
    'rating', rating, 'body_es', body_es, 'body_en', body_en,
    'published_at', to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
FROM google_reviews
UNION ALL
SELECT 'travel', source_key, 1, jsonb_build_object('foto', pg_temp.media_source(foto),
    'poster', pg_temp.media_source(poster), 'alt_es', alt_es, 'alt_en', alt_en)
FROM travel_testimonials
UNION ALL
SELECT 'giveaway', source_key, 1, jsonb_build_object('foto', pg_temp.media_source(foto),
    'alt_es', alt_es, 'alt_en', alt_en)
FROM giveaway_testimonials
UNION ALL
SELECT 'attorney-testimonials', source_key, 1, jsonb_build_object('foto', pg_temp.media_source(foto),
    'nombre', nombre, 'body_es', body_es, 'body_en', body_en, 'attorneys', to_jsonb(attorney_slugs))
FROM attorney_testimonials WHERE cardinality(attorney_slugs) > 0
UNION ALL
SELECT 'lives', source_key, 1, jsonb_build_object('url', url, 'streamed_at', streamed_at::text,
    'nombre_es', nombre_es, 'nombre_en', nombre_en, 'imagen_es', pg_temp.media_source(imagen_es),
    'imagen_en', pg_temp.media_source(imagen_en))
FROM live_entries
UNION ALL
SELECT 'categories', source_key, 1, jsonb_build_object('nombre_es', nombre_es, 'nombre_en', nombre_en,
    'url_es', url_es, 'url_en', url_en, 'quick_exit', quick_exit)
FROM blog_categories;

INSERT INTO content_revisions (kind, key, revision, document, action)
SELECT kind, key, 1, document, 'migrate' FROM content_items
WHERE kind IN ('reviews', 'travel', 'giveaway', 'attorney-testimonials', 'lives', 'categories');

INSERT INTO content_language_states (kind, key, lang, state, live, published_revision, published_at)
SELECT i.kind, i.key, l.lang, 'published', true, 1, i.updated_at
FROM content_items i CROSS JOIN (VALUES ('es'), ('en')) AS l(lang)
WHERE i.kind IN ('reviews', 'travel', 'giveaway', 'attorney-testimonials', 'lives', 'categories');

INSERT INTO content_positions (kind, key, position)
SELECT 'travel', source_key, row_number() OVER (ORDER BY position, id) - 1 FROM travel_testimonials
UNION ALL
SELECT 'giveaway', source_key, row_number() OVER (ORDER BY position, id) - 1 FROM giveaway_testimonials
UNION ALL
SELECT 'attorney-testimonials', source_key, row_number() OVER (ORDER BY position, id) - 1
FROM attorney_testimonials WHERE cardinality(attorney_slugs) > 0
UNION ALL
SELECT 'categories', source_key, row_number() OVER (ORDER BY position, id) - 1 FROM blog_categories;
