-- Content service: the firm's public content, loaded from infra/content/ by the importer.
-- Every row carries the stable key it has in git (`source_key`) so a re-import upserts it.

CREATE TABLE content_media (
  file          text PRIMARY KEY,              -- fingerprinted public name, e.g. vawa.3f9a1c2b.jpg
  source_name   text NOT NULL,                 -- the file's name in infra/content/media
  variant_of    text REFERENCES content_media(file) ON DELETE CASCADE,
  content_type  text NOT NULL,
  width         integer,
  height        integer,
  byte_size     integer NOT NULL CHECK (byte_size >= 0),
  sha256        text NOT NULL,
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_media_variant_of_idx ON content_media (variant_of);
CREATE UNIQUE INDEX content_media_original_source_idx ON content_media (source_name) WHERE variant_of IS NULL;

CREATE TABLE attorneys (
  id                 serial PRIMARY KEY,
  slug               text NOT NULL UNIQUE,
  name               text NOT NULL,
  role_en            text NOT NULL,
  role_es            text NOT NULL,
  is_founder         boolean NOT NULL DEFAULT false,
  photo              text NOT NULL,
  photo_alt_en       text NOT NULL,
  photo_alt_es       text NOT NULL,
  summary_en         text NOT NULL,
  summary_es         text NOT NULL,
  bio_en             text NOT NULL,
  bio_es             text NOT NULL,
  licensed_in        jsonb NOT NULL DEFAULT '[]',
  languages_en       jsonb NOT NULL DEFAULT '[]',
  languages_es       jsonb NOT NULL DEFAULT '[]',
  practice_areas_en  jsonb NOT NULL DEFAULT '[]',
  practice_areas_es  jsonb NOT NULL DEFAULT '[]',
  associations_en    jsonb NOT NULL DEFAULT '[]',
  associations_es    jsonb NOT NULL DEFAULT '[]',
  social             jsonb NOT NULL DEFAULT '{}',
  position           integer NOT NULL DEFAULT 0
);

CREATE TABLE blog_categories (
  id          serial PRIMARY KEY,
  source_key  text NOT NULL UNIQUE,
  nombre_en   text NOT NULL,
  nombre_es   text NOT NULL,
  url_en      text NOT NULL UNIQUE,
  url_es      text NOT NULL UNIQUE,
  position    integer NOT NULL DEFAULT 0
);

CREATE TABLE blog_posts (
  id                  serial PRIMARY KEY,
  source_key          text NOT NULL UNIQUE,
  url_en              text NOT NULL UNIQUE,
  url_es              text NOT NULL UNIQUE,
  titulo_en           text NOT NULL,
  titulo_es           text NOT NULL,
  description_en      text NOT NULL,
  description_es      text NOT NULL,
  body_en             text NOT NULL,
  body_es             text NOT NULL,
  main_media          text NOT NULL,
  main_media_text_en  text NOT NULL,
  main_media_text_es  text NOT NULL,
  indice              text NOT NULL DEFAULT '',
  category_id         integer NOT NULL REFERENCES blog_categories(id),
  author_slug         text REFERENCES attorneys(slug) ON UPDATE CASCADE ON DELETE SET NULL,
  featured            boolean NOT NULL DEFAULT false,
  published           boolean NOT NULL DEFAULT true,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL
);
CREATE INDEX blog_posts_listing_idx ON blog_posts (created_at DESC, id DESC) WHERE published;
CREATE INDEX blog_posts_category_idx ON blog_posts (category_id, created_at DESC) WHERE published;

CREATE TABLE google_reviews (
  id            serial PRIMARY KEY,
  source_key    text NOT NULL UNIQUE,
  imagen        text NOT NULL,
  nombre        text NOT NULL,
  rating        smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body_en       text NOT NULL,
  body_es       text NOT NULL,
  published_at  timestamptz NOT NULL
);

CREATE TABLE travel_testimonials (
  id          serial PRIMARY KEY,
  source_key  text NOT NULL UNIQUE,
  foto        text NOT NULL,       -- the video file (the spec's field name)
  poster      text NOT NULL,
  alt_en      text NOT NULL,
  alt_es      text NOT NULL,
  position    integer NOT NULL DEFAULT 0
);

CREATE TABLE giveaway_testimonials (
  id          serial PRIMARY KEY,
  source_key  text NOT NULL UNIQUE,
  foto        text NOT NULL,
  alt_es      text NOT NULL,
  alt_en      text NOT NULL,
  position    integer NOT NULL DEFAULT 0
);

CREATE TABLE attorney_testimonials (
  id          serial PRIMARY KEY,
  source_key  text NOT NULL UNIQUE,
  foto        text NOT NULL,
  nombre      text NOT NULL,
  body_en     text NOT NULL,
  body_es     text NOT NULL,
  position    integer NOT NULL DEFAULT 0
);

CREATE TABLE live_entries (
  id           serial PRIMARY KEY,
  source_key   text NOT NULL UNIQUE,
  url          text NOT NULL,
  imagen_es    text NOT NULL,
  nombre_es    text NOT NULL,
  imagen_en    text NOT NULL,
  nombre_en    text NOT NULL,
  streamed_at  date NOT NULL
);

-- The one site configuration (footer, contact page, WhatsApp button), as written in site-config.json.
CREATE TABLE site_config (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  data        json NOT NULL,        -- json, not jsonb: keeps the order the firm wrote
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Bumped by every import; each service instance compares it to drop its in-process cache.
CREATE TABLE content_state (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  version      bigint NOT NULL DEFAULT 0,
  imported_at  timestamptz
);
INSERT INTO content_state (id, version) VALUES (true, 0);
