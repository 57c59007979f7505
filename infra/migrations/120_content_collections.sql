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
