-- Issue 31 §1: "do not contact" kept by phone and e-mail, not only on one lead.
--
-- A person asks once (a STOP reply, a call, an e-mail, a privacy request) and means every lead they
-- sent and every lead they will send. The list below holds what was asked, keyed by the phone's last
-- ten digits (`lead_phone_key`, migration 205) and by the e-mail folded to lower case; the leads keep
-- their own columns (migration 211), which every sending path already reads. A lead stored later from a
-- listed phone or e-mail is stored as always (never refused) and takes the mark as it is inserted, so
-- no acknowledgment is announced for it and its page shows the mark at once.

-- The one canonical form of an e-mail for this list (the address as typed, trimmed, lower case).
CREATE FUNCTION lead_email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(btrim(email)) $$;

CREATE INDEX leads_email_key_idx ON leads (lead_email_key(email)) WHERE email IS NOT NULL;

CREATE TABLE do_not_contact_entries (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel      text NOT NULL CHECK (channel IN ('phone', 'email')),
  contact_key  text NOT NULL CHECK (contact_key <> '' AND length(contact_key) <= 320),
  -- 'text-stop' (TEXT_OPT_OUT_REASON) for an opt-out word, else the member's words
  reason       text NOT NULL CHECK (btrim(reason) <> '' AND length(reason) <= 500),
  source       text NOT NULL CHECK (source IN ('text', 'staff', 'request')),
  actor_id     bigint REFERENCES staff_accounts (id),   -- null: the lead's own text
  at           timestamptz NOT NULL DEFAULT now(),
  lifted_at    timestamptz,
  lifted_by    bigint REFERENCES staff_accounts (id),
  lift_reason  text CHECK (btrim(lift_reason) <> '' AND length(lift_reason) <= 500),
  CONSTRAINT do_not_contact_lift_complete
    CHECK ((lifted_at IS NULL) = (lift_reason IS NULL) AND (lifted_at IS NULL OR lifted_by IS NOT NULL))
);

-- One standing entry per phone or e-mail; a lifted one stays as the record of who lifted it and why.
CREATE UNIQUE INDEX do_not_contact_standing ON do_not_contact_entries (channel, contact_key)
  WHERE lifted_at IS NULL;

-- Every mark and lift on a lead's timeline: who, when, why (the lead's audit of "do not contact").
CREATE TABLE lead_do_not_contact_changes (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id   bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id  bigint REFERENCES staff_accounts (id),       -- null: the lead's own text
  action    text NOT NULL CHECK (action IN ('marked', 'lifted')),
  reason    text NOT NULL CHECK (btrim(reason) <> '' AND length(reason) <= 500),
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_do_not_contact_changes_lead_idx ON lead_do_not_contact_changes (lead_id, at DESC);

CREATE TRIGGER lead_do_not_contact_changes_append_only BEFORE UPDATE ON lead_do_not_contact_changes
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();

-- A lead inserted from a listed phone or e-mail is marked as it is stored (the oldest standing entry
-- gives the time and reason), whatever path stores it: a site form, a referral batch, the staff's form.
CREATE FUNCTION leads_take_do_not_contact() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.do_not_contact_at IS NULL THEN
    SELECT e.at, e.reason INTO NEW.do_not_contact_at, NEW.do_not_contact_reason
      FROM do_not_contact_entries e
     WHERE e.lifted_at IS NULL
       AND ((e.channel = 'phone' AND e.contact_key = lead_phone_key(NEW.phone))
         OR (e.channel = 'email' AND e.contact_key = lead_email_key(NEW.email)))
     ORDER BY e.at, e.id
     LIMIT 1;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER leads_take_do_not_contact BEFORE INSERT ON leads
  FOR EACH ROW EXECUTE FUNCTION leads_take_do_not_contact();

-- The STOP replies recorded before this migration feed the same list.
INSERT INTO do_not_contact_entries (channel, contact_key, reason, source, at)
SELECT DISTINCT ON (lead_phone_key(phone)) 'phone', lead_phone_key(phone), do_not_contact_reason, 'text',
       do_not_contact_at
  FROM leads
 WHERE do_not_contact_reason = 'text-stop' AND lead_phone_key(phone) <> ''
 ORDER BY lead_phone_key(phone), do_not_contact_at;
