-- Each attorney's bar admissions (jurisdiction and bar number), which the profile states
-- (attorney-advertising rules). `licensed_in` stays: the import derives it from these.
ALTER TABLE attorneys ADD COLUMN bar_admissions jsonb NOT NULL DEFAULT '[]';
