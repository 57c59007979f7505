-- Extensions used across the schema: accent-insensitive search and UUIDs.
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pgcrypto;
