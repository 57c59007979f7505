-- A lead's timeline (issue 27 §2): the notes and call attempts the staff write, beside the status
-- changes, deliveries and re-sends that have their own tables. Each row says who and when, like a
-- status change, and is never edited: a correction is a new entry. Rows leave only with their lead.

-- A note about a lead, written at any time (no status change needed).
CREATE TABLE lead_notes (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id   bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id  bigint NOT NULL REFERENCES staff_accounts (id),
  body      text NOT NULL CHECK (btrim(body) <> '' AND length(body) <= 2000),
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_notes_lead_idx ON lead_notes (lead_id, at DESC);

-- A member pressed Llamar or WhatsApp on the lead's page: a call attempt begun, its outcome to come.
-- One left without an outcome stays on the timeline as begun; it changes nothing else.
CREATE TABLE lead_call_drafts (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id   bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id  bigint NOT NULL REFERENCES staff_accounts (id),
  channel   text NOT NULL CHECK (channel IN ('phone', 'whatsapp')),
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_call_drafts_lead_idx ON lead_call_drafts (lead_id, at DESC);

-- A call attempt and what it came to; `draft_id` when it completes one begun from the page (once).
CREATE TABLE lead_calls (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id   bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id  bigint NOT NULL REFERENCES staff_accounts (id),
  outcome   text NOT NULL CHECK (outcome IN
              ('no_answer', 'voicemail', 'talked', 'wrong_number', 'do_not_call')),
  channel   text NOT NULL DEFAULT 'phone' CHECK (channel IN ('phone', 'whatsapp')),
  note      text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  draft_id  bigint UNIQUE REFERENCES lead_call_drafts (id) ON DELETE CASCADE,
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_calls_lead_idx ON lead_calls (lead_id, at DESC);

-- Append-only: what a member wrote stays as written.
CREATE FUNCTION lead_timeline_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: write a new entry instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;

CREATE TRIGGER lead_notes_append_only BEFORE UPDATE ON lead_notes
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();
CREATE TRIGGER lead_call_drafts_append_only BEFORE UPDATE ON lead_call_drafts
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();
CREATE TRIGGER lead_calls_append_only BEFORE UPDATE ON lead_calls
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();

-- When a member first did something about a lead — a status change, a note, a call or a call begun —
-- or null while nobody has: the inbox's "not yet contacted", and the clock of a first contact.
CREATE FUNCTION lead_first_touch(lead bigint) RETURNS timestamptz
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
    SELECT LEAST(
      (SELECT min(at) FROM lead_status_changes WHERE lead_id = lead),
      (SELECT min(at) FROM lead_notes WHERE lead_id = lead),
      (SELECT min(at) FROM lead_calls WHERE lead_id = lead),
      (SELECT min(at) FROM lead_call_drafts WHERE lead_id = lead))
  $$;
