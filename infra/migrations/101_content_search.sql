-- Blog search: accent- and case-insensitive text search configurations per language, plus a
-- language-neutral one so short words that a language drops as stop words ("u" in Spanish,
-- "t" in English) still match "Visa U" and "T visa".
CREATE TEXT SEARCH CONFIGURATION content_es (COPY = pg_catalog.spanish);
ALTER TEXT SEARCH CONFIGURATION content_es
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;

CREATE TEXT SEARCH CONFIGURATION content_en (COPY = pg_catalog.english);
ALTER TEXT SEARCH CONFIGURATION content_en
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, english_stem;

CREATE TEXT SEARCH CONFIGURATION content_simple (COPY = pg_catalog.simple);
ALTER TEXT SEARCH CONFIGURATION content_simple
  ALTER MAPPING FOR hword, hword_part, word, asciiword, asciihword, hword_asciipart WITH public.unaccent, simple;

ALTER TABLE blog_posts
  ADD COLUMN title_vector tsvector NOT NULL DEFAULT ''::tsvector,
  ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector,
  ADD COLUMN title_folded text NOT NULL DEFAULT '';

-- Text as indexed: HTML tags and entities dropped, and form or visa codes joined ("K-1" → "K1", "I-130" →
-- "I130") because the parser would otherwise read "-1" as a negative number. The search code
-- joins the visitor's words the same way.
CREATE FUNCTION content_search_text(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(
    regexp_replace(value, '<[^>]*>|&[a-zA-Z]+;|&#[0-9]+;', ' ', 'g'),
    '([[:alpha:]])-([[:digit:]])', '\1\2', 'g')
$$;

-- Titles weigh A, bodies D.
CREATE FUNCTION blog_posts_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  titulo_es_text text := content_search_text(NEW.titulo_es);
  titulo_en_text text := content_search_text(NEW.titulo_en);
  body_es_text text := content_search_text(NEW.body_es);
  body_en_text text := content_search_text(NEW.body_en);
BEGIN
  NEW.title_vector :=
       to_tsvector('content_es', titulo_es_text)
    || to_tsvector('content_en', titulo_en_text)
    || to_tsvector('content_simple', titulo_es_text || ' ' || titulo_en_text);
  NEW.search_vector :=
       setweight(NEW.title_vector, 'A')
    || setweight(to_tsvector('content_es', body_es_text), 'D')
    || setweight(to_tsvector('content_en', body_en_text), 'D')
    || setweight(to_tsvector('content_simple', body_es_text || ' ' || body_en_text), 'D');
  NEW.title_folded := lower(public.unaccent(titulo_es_text || ' | ' || titulo_en_text));
  RETURN NEW;
END;
$$;

CREATE TRIGGER blog_posts_search_refresh
  BEFORE INSERT OR UPDATE OF titulo_es, titulo_en, body_es, body_en ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION blog_posts_search_refresh();

CREATE INDEX blog_posts_search_idx ON blog_posts USING gin (search_vector);
