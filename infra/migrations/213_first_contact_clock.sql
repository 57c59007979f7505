-- Speed to lead, a clock on every lead (issue 29 §4): the first-contact target the admins set, each
-- lead's due time, the moment staff first did something about it, follow-ups ("Llamar de nuevo"), and
-- the alerts the worker sends about them — each alert once per lead (or follow-up) and level.

-- The intake team's settings (one row), set by admins at /staff/enrutamiento; every change audited.
CREATE TABLE intake_settings (
  id                            boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- minutes of office time a new lead may wait for its first contact
  first_contact_target_minutes  integer NOT NULL DEFAULT 15
                                  CHECK (first_contact_target_minutes BETWEEN 1 AND 480),
  updated_at                    timestamptz NOT NULL DEFAULT now(),
  updated_by                    bigint REFERENCES staff_accounts (id)
);
INSERT INTO intake_settings (id) VALUES (true);

CREATE TABLE intake_settings_audit (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id  bigint REFERENCES staff_accounts (id),
  before    jsonb NOT NULL,
  after     jsonb NOT NULL,
  at        timestamptz NOT NULL DEFAULT now()
);

-- The clock, written with the lead (null: no clock — spam, referred people who did not ask, and the
-- leads stored before this migration). `first_contact_alert_at` is when the worker next looks at the
-- lead (its due time, then the admins' escalation, then null); `first_contacted_at` stops the clock.
ALTER TABLE leads
  ADD COLUMN first_contact_due_at timestamptz,
  ADD COLUMN first_contact_alert_at timestamptz,
  ADD COLUMN first_contacted_at timestamptz;

-- What was done before the clock existed counts as a first contact.
UPDATE leads SET first_contacted_at = lead_first_touch(id) WHERE lead_first_touch(id) IS NOT NULL;

-- The worker's sweep reads only the leads whose next alert is set and not yet contacted.
CREATE INDEX leads_first_contact_alert_idx ON leads (first_contact_alert_at)
  WHERE first_contact_alert_at IS NOT NULL AND first_contacted_at IS NULL;
-- The staff home's overdue count and the inbox's open clocks.
CREATE INDEX leads_first_contact_due_idx ON leads (first_contact_due_at)
  WHERE first_contact_due_at IS NOT NULL AND first_contacted_at IS NULL;

-- The clock stops in the transaction of the first note, call attempt, call or chat begun, or status
-- change by a member (a change without a member — none today — does not stop it).
CREATE FUNCTION lead_first_contact_stop() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE leads SET first_contacted_at = NEW.at WHERE id = NEW.lead_id AND first_contacted_at IS NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER lead_notes_first_contact AFTER INSERT ON lead_notes
  FOR EACH ROW EXECUTE FUNCTION lead_first_contact_stop();
CREATE TRIGGER lead_calls_first_contact AFTER INSERT ON lead_calls
  FOR EACH ROW EXECUTE FUNCTION lead_first_contact_stop();
CREATE TRIGGER lead_call_drafts_first_contact AFTER INSERT ON lead_call_drafts
  FOR EACH ROW EXECUTE FUNCTION lead_first_contact_stop();
CREATE TRIGGER lead_status_changes_first_contact AFTER INSERT ON lead_status_changes
  FOR EACH ROW WHEN (NEW.actor_id IS NOT NULL) EXECUTE FUNCTION lead_first_contact_stop();

-- "Llamar de nuevo": a call to make at a time. Done when a call attempt is logged after it was set,
-- or when a member marks it done.
CREATE TABLE lead_follow_ups (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id      bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id     bigint NOT NULL REFERENCES staff_accounts (id),
  due_at       timestamptz NOT NULL,
  note         text NOT NULL DEFAULT '' CHECK (length(note) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now(),
  done_at      timestamptz,
  done_by      bigint REFERENCES staff_accounts (id),
  done_reason  text CHECK (done_reason IN ('contact', 'marked')),
  alerted_at   timestamptz,
  CHECK ((done_at IS NULL) = (done_reason IS NULL))
);

CREATE INDEX lead_follow_ups_lead_idx ON lead_follow_ups (lead_id, due_at);
CREATE INDEX lead_follow_ups_open_idx ON lead_follow_ups (due_at) WHERE done_at IS NULL;
CREATE INDEX lead_follow_ups_unalerted_idx ON lead_follow_ups (due_at)
  WHERE done_at IS NULL AND alerted_at IS NULL;

CREATE FUNCTION lead_follow_ups_contacted() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE lead_follow_ups SET done_at = NEW.at, done_by = NEW.actor_id, done_reason = 'contact'
   WHERE lead_id = NEW.lead_id AND done_at IS NULL AND created_at <= NEW.at;
  RETURN NULL;
END $$;

CREATE TRIGGER lead_calls_follow_ups AFTER INSERT ON lead_calls
  FOR EACH ROW EXECUTE FUNCTION lead_follow_ups_contacted();

-- One alert e-mail to staff, claimed before it is sent like a delivery (`token` until
-- `claimed_until`), `sent_at` once the SMTP server took it. A claim that outlives its worker expires
-- and the same e-mail (same Message-ID) is sent by the next sweep.
CREATE TABLE staff_alerts (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('first_contact', 'follow_up')),
  level          smallint NOT NULL CHECK (level IN (1, 2)),
  recipients     text[] NOT NULL CHECK (cardinality(recipients) >= 1),
  created_at     timestamptz NOT NULL,
  token          text,
  claimed_until  timestamptz,
  attempts       integer NOT NULL DEFAULT 0,
  last_error     text,
  sent_at        timestamptz
);

CREATE INDEX staff_alerts_unsent_idx ON staff_alerts (id) WHERE sent_at IS NULL;

-- What an alert is about: a lead at a level (first_contact) or a follow-up (level 1), once ever.
CREATE TABLE staff_alert_items (
  kind        text NOT NULL CHECK (kind IN ('first_contact', 'follow_up')),
  subject_id  bigint NOT NULL,
  level       smallint NOT NULL,
  alert_id    bigint NOT NULL REFERENCES staff_alerts (id) ON DELETE CASCADE,
  lead_id     bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  PRIMARY KEY (kind, subject_id, level)
);

CREATE INDEX staff_alert_items_alert_idx ON staff_alert_items (alert_id);
CREATE INDEX staff_alert_items_lead_idx ON staff_alert_items (lead_id);
