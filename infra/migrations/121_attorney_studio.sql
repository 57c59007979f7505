-- Attorneys in the content studio (issue 30): each profile is a studio document (kind `attorney`)
-- whose key never changes, even when its editor changes the slug (the public address). `key` ties the
-- public row to its document (`source_key`, as the other collections' tables name it): the folder name
-- under infra/content/attorneys/ for the imported ones. Their place on the team page is the
-- document's (content_positions, migration 120), copied into `position`.
ALTER TABLE attorneys ADD COLUMN source_key text;
UPDATE attorneys SET source_key = slug;
ALTER TABLE attorneys ALTER COLUMN source_key SET NOT NULL;
ALTER TABLE attorneys ADD CONSTRAINT attorneys_source_key_unique UNIQUE (source_key);

-- The slugs an attorney had before: `/abogados/<old>` and `/en/attorneys/<old>` answer 301 to the
-- profile's address now, forever (a slug another attorney takes later stops redirecting).
CREATE TABLE attorney_slug_redirects (
  slug          text PRIMARY KEY CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  attorney_key  text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX attorney_slug_redirects_key_idx ON attorney_slug_redirects (attorney_key);
