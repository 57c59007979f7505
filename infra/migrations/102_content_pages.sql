-- Page texts: the long text of the site's pages that the firm edits (privacy policy, terms, visa
-- explanations), loaded from infra/content/pages/<page>/<block>.<lang>.md by the importer.
-- One row per page and block holding both languages, so a block never exists in one language only.

CREATE TABLE page_texts (
  id          serial PRIMARY KEY,
  source_key  text NOT NULL UNIQUE,   -- '<page>/<block>', its place in git
  page_key    text NOT NULL,
  block       text NOT NULL,
  body_en     text NOT NULL,          -- sanitized HTML
  body_es     text NOT NULL,
  updated_on  date,                   -- the "last updated" date of the front matter, when given
  UNIQUE (page_key, block)
);
