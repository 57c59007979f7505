-- Content studio (issue 28): PostgreSQL becomes the source of truth of the content. Every document the
-- studio edits (a blog post, a page's texts; later the collections of issue 30) has a head (its latest
-- revision), every revision kept whole as JSON (who, when, what), and a publishing state per language.
-- The public tables (blog_posts, page_texts, ...) hold only what is published. Every existing row is
-- kept: its current text becomes revision 1 of its document.

-- The latest revision of each document ("kind" names its collection: post, page, ...).
CREATE TABLE content_items (
  kind        text NOT NULL CHECK (kind ~ '^[a-z][a-z-]*$'),
  key         text NOT NULL CHECK (key <> ''),
  revision    integer NOT NULL CHECK (revision >= 1),
  document    jsonb NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key)
);

-- Every revision of every document, whole (so any two can be diffed and any one restored). The actor
-- is copied (id, name, e-mail) so the history reads the same after an account changes; null: the
-- import or this migration.
CREATE TABLE content_revisions (
  kind           text NOT NULL,
  key            text NOT NULL,
  revision       integer NOT NULL CHECK (revision >= 1),
  document       jsonb NOT NULL,
  action         text NOT NULL CHECK (action IN ('create', 'save', 'restore', 'import', 'migrate')),
  restored_from  text,          -- a revision number, or 'sample' (a page's text as shipped)
  changes        text[] NOT NULL DEFAULT '{}',  -- the fields that differ from the revision before
  actor_id       bigint,
  actor_name     text,
  actor_email    text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key, revision),
  FOREIGN KEY (kind, key) REFERENCES content_items (kind, key) ON DELETE CASCADE
);

-- Publishing, per document and language: draft → scheduled → published → unpublished.
CREATE TABLE content_language_states (
  kind                text NOT NULL,
  key                 text NOT NULL,
  lang                text NOT NULL CHECK (lang IN ('es', 'en')),
  state               text NOT NULL CHECK (state IN ('draft', 'scheduled', 'published', 'unpublished')),
  live                boolean NOT NULL DEFAULT false,  -- on the site now (a scheduled language may be)
  published_revision  integer,        -- what the public sees (live) or saw last
  published_at        timestamptz,
  scheduled_at        timestamptz,
  scheduled_revision  integer,
  schedule_id         text,           -- names one scheduling, so a job of an older one does nothing
  updated_at          timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key, lang),
  FOREIGN KEY (kind, key) REFERENCES content_items (kind, key) ON DELETE CASCADE,
  CHECK ((state = 'scheduled') = (scheduled_at IS NOT NULL AND scheduled_revision IS NOT NULL AND schedule_id IS NOT NULL)),
  CHECK (state NOT IN ('published', 'unpublished') OR published_revision IS NOT NULL),
  CHECK (CASE state WHEN 'published' THEN live WHEN 'scheduled' THEN true ELSE NOT live END),
  CHECK (NOT live OR published_revision IS NOT NULL)
);
CREATE INDEX content_language_states_due_idx ON content_language_states (scheduled_at) WHERE state = 'scheduled';

-- Who changed what in the content (saves, publishing, restores, media, imports).
CREATE TABLE content_audit (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  actor_id     bigint,
  actor_name   text,
  actor_email  text,
  action       text NOT NULL,
  kind         text NOT NULL,
  key          text NOT NULL,
  detail       jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX content_audit_at_idx ON content_audit (at DESC);
CREATE INDEX content_audit_item_idx ON content_audit (kind, key, at DESC);

-- Who has a document open (the studio tells a second editor who else is editing).
CREATE UNLOGGED TABLE content_presence (
  kind        text NOT NULL,
  key         text NOT NULL,
  staff_id    bigint NOT NULL,
  staff_name  text NOT NULL,
  seen_at     timestamptz NOT NULL,
  PRIMARY KEY (kind, key, staff_id)
);

-- Blog posts: a language is published when its address is set; an unpublished language keeps no text
-- here (its words live in the post's revisions), so no public answer can show a draft.
ALTER TABLE blog_posts ALTER COLUMN url_en DROP NOT NULL;
ALTER TABLE blog_posts ALTER COLUMN url_es DROP NOT NULL;

-- The old addresses of published articles, answered with a 301 to the current one.
CREATE TABLE blog_post_redirects (
  lang        text NOT NULL CHECK (lang IN ('es', 'en')),
  url         text NOT NULL,
  post_id     integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lang, url)
);

-- Page texts: the "last updated" date per language (each language is published on its own).
ALTER TABLE page_texts ADD COLUMN updated_on_es date, ADD COLUMN updated_on_en date;
UPDATE page_texts SET updated_on_es = updated_on, updated_on_en = updated_on;
ALTER TABLE page_texts DROP COLUMN updated_on;

-- Media: alt text in both languages (required before a public page uses an image), who uploaded
-- it, and large files (videos) kept in 1 MB chunks so they are written and read streamed.
ALTER TABLE content_media
  ADD COLUMN alt_es text NOT NULL DEFAULT '',
  ADD COLUMN alt_en text NOT NULL DEFAULT '',
  ADD COLUMN chunked boolean NOT NULL DEFAULT false,
  ADD COLUMN uploaded_by text;
ALTER TABLE content_media ALTER COLUMN byte_size TYPE bigint;
CREATE TABLE content_media_chunks (
  file   text NOT NULL REFERENCES content_media (file) ON DELETE CASCADE ON UPDATE CASCADE,
  seq    integer NOT NULL CHECK (seq >= 0),
  bytes  bytea NOT NULL,
  PRIMARY KEY (file, seq)
);

-- Alt texts of the images in use, from where they are used.
UPDATE content_media m SET alt_es = p.main_media_text_es, alt_en = p.main_media_text_en
  FROM blog_posts p WHERE p.main_media = m.file AND m.variant_of IS NULL AND p.main_media_text_es <> '';
UPDATE content_media m SET alt_es = a.photo_alt_es, alt_en = a.photo_alt_en
  FROM attorneys a WHERE a.photo = m.file AND m.variant_of IS NULL AND m.alt_es = '';
UPDATE content_media m SET alt_es = g.alt_es, alt_en = g.alt_en
  FROM giveaway_testimonials g WHERE g.foto = m.file AND m.variant_of IS NULL AND m.alt_es = '';
UPDATE content_media m SET alt_es = t.alt_es, alt_en = t.alt_en
  FROM travel_testimonials t WHERE (t.foto = m.file OR t.poster = m.file) AND m.variant_of IS NULL AND m.alt_es = '';

-- Existing posts become revision 1 of their document (HTML is valid Markdown: it renders the same).
CREATE FUNCTION pg_temp.index_of(indice text) RETURNS jsonb LANGUAGE sql AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'es', btrim(split_part(entry, '**', 1)),
      'en', btrim(split_part(entry, '**', 2)),
      'anchor', btrim(split_part(entry, '**', 3))) ORDER BY ord), '[]'::jsonb)
  FROM unnest(string_to_array(indice, ';;')) WITH ORDINALITY AS t(entry, ord)
  WHERE btrim(entry) <> ''
$$;

CREATE FUNCTION pg_temp.source_of(file text) RETURNS text LANGUAGE sql AS $$
  SELECT coalesce((SELECT source_name FROM content_media WHERE content_media.file = $1), $1)
$$;

INSERT INTO content_items (kind, key, revision, document, created_at, updated_at)
SELECT 'post', p.id::text, 1, jsonb_build_object(
    'category', c.source_key,
    'author', coalesce(p.author_slug, ''),
    'featured', p.featured,
    'main_media', pg_temp.source_of(p.main_media),
    'index', pg_temp.index_of(p.indice),
    'es', jsonb_build_object('url', p.url_es, 'titulo', p.titulo_es, 'description', p.description_es,
                             'main_media_text', p.main_media_text_es, 'markdown', p.body_es),
    'en', jsonb_build_object('url', p.url_en, 'titulo', p.titulo_en, 'description', p.description_en,
                             'main_media_text', p.main_media_text_en, 'markdown', p.body_en)),
  p.created_at, p.updated_at
FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id;

INSERT INTO content_items (kind, key, revision, document)
SELECT 'page', t.page_key, 1, jsonb_build_object(
    'es', jsonb_build_object('updated', max(t.updated_on_es)::text, 'blocks', jsonb_object_agg(t.block, t.body_es)),
    'en', jsonb_build_object('updated', max(t.updated_on_en)::text, 'blocks', jsonb_object_agg(t.block, t.body_en)))
FROM page_texts t GROUP BY t.page_key;

INSERT INTO content_revisions (kind, key, revision, document, action, created_at)
SELECT kind, key, 1, document, 'migrate', updated_at FROM content_items;

INSERT INTO content_language_states (kind, key, lang, state, live, published_revision, published_at)
SELECT 'post', p.id::text, l.lang, CASE WHEN p.published THEN 'published' ELSE 'draft' END, p.published,
       CASE WHEN p.published THEN 1 END, CASE WHEN p.published THEN p.updated_at END
FROM blog_posts p CROSS JOIN (VALUES ('es'), ('en')) AS l(lang);

INSERT INTO content_language_states (kind, key, lang, state, live, published_revision, published_at)
SELECT 'page', i.key, l.lang, 'published', true, 1, i.updated_at
FROM content_items i CROSS JOIN (VALUES ('es'), ('en')) AS l(lang) WHERE i.kind = 'page';

-- Unpublished posts keep their words in revision 1 only.
UPDATE blog_posts SET url_en = NULL, url_es = NULL, titulo_en = '', titulo_es = '',
  description_en = '', description_es = '', body_en = '', body_es = '',
  main_media_text_en = '', main_media_text_es = ''
WHERE NOT published;

DROP INDEX blog_posts_listing_idx;
DROP INDEX blog_posts_category_idx;
ALTER TABLE blog_posts DROP COLUMN published;
CREATE INDEX blog_posts_listing_es_idx ON blog_posts (created_at DESC, id DESC) WHERE url_es IS NOT NULL;
CREATE INDEX blog_posts_listing_en_idx ON blog_posts (created_at DESC, id DESC) WHERE url_en IS NOT NULL;
CREATE INDEX blog_posts_category_idx ON blog_posts (category_id, created_at DESC);
