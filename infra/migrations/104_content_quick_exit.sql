-- Quick exit on the blog: the firm marks the categories and articles that victims of abuse or
-- trafficking read (VAWA, T and U visas) in infra/content (categories.json, blog/<key>/meta.json);
-- the site shows Quick exit on them and on their articles. A re-import fills the marks in.

ALTER TABLE blog_categories ADD COLUMN quick_exit boolean NOT NULL DEFAULT false;
ALTER TABLE blog_posts ADD COLUMN quick_exit boolean NOT NULL DEFAULT false;
