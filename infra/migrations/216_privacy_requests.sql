-- Privacy requests and their clock (issue 31 §2), the access export and corrections (§3): what a
-- person asked of the firm about their data, the leads it concerns, every step audited, and the one
-- reminder e-mail to the admins 7 days before a request falls due.

-- One request. Dates are the firm's calendar days (America/Denver). The law gives 45 days from
-- receipt (CCPA/CPRA, TDPSA), extendable once by up to 45 more with a reason given to the person:
-- `due_on` is the first deadline, `extended_to` the only extension. What is due is
-- coalesce(extended_to, due_on).
CREATE TABLE privacy_requests (
  id                bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind              text NOT NULL CHECK (kind IN
                      ('access', 'correction', 'deletion', 'do_not_contact', 'opt_out')),
  received_on       date NOT NULL,
  channel           text NOT NULL CHECK (channel IN
                      ('phone', 'email', 'web', 'mail', 'in_person', 'other')),
  -- who asked, as they named themselves (personal data: an erasure of the person clears it)
  requester         text NOT NULL CHECK (btrim(requester) <> '' AND length(requester) <= 200),
  -- how their identity was checked ('' : not yet)
  identity_check    text NOT NULL DEFAULT '' CHECK (length(identity_check) <= 500),
  due_on            date NOT NULL,
  extended_to       date,
  extension_reason  text CHECK (length(extension_reason) <= 500),
  status            text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'extended', 'done', 'refused')),
  outcome           text NOT NULL DEFAULT '' CHECK (length(outcome) <= 2000),
  note              text NOT NULL DEFAULT '' CHECK (length(note) <= 2000),
  created_by        bigint REFERENCES staff_accounts (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  closed_at         timestamptz,
  CHECK (due_on = received_on + 45),
  CHECK ((extended_to IS NULL) = (extension_reason IS NULL)),
  CHECK (extended_to IS NULL OR (extended_to > due_on AND extended_to <= due_on + 45)),
  CHECK ((closed_at IS NULL) = (status IN ('open', 'extended')))
);

-- The open list, by what is due.
CREATE INDEX privacy_requests_open_idx ON privacy_requests ((coalesce(extended_to, due_on)))
  WHERE closed_at IS NULL;

-- The leads a request concerns (several may be linked). `lead_id` becomes null if the lead row ever
-- goes, so the request keeps its history; a deletion request's erasure (issue 31 §3, a later
-- migration) points at these rows.
CREATE TABLE privacy_request_leads (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  request_id  bigint NOT NULL REFERENCES privacy_requests (id) ON DELETE CASCADE,
  lead_id     bigint REFERENCES leads (id) ON DELETE SET NULL,
  linked_by   bigint REFERENCES staff_accounts (id),
  linked_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, lead_id)
);

CREATE INDEX privacy_request_leads_lead_idx ON privacy_request_leads (lead_id);

-- Every privacy step: who, when, what. `detail` never holds a person's data (field names, statuses,
-- dates, counts), so the trail survives an erasure as it is.
CREATE TABLE privacy_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id    bigint REFERENCES staff_accounts (id),
  action      text NOT NULL CHECK (action ~ '^[a-z_]+\.[a-z_]+$'),
  request_id  bigint REFERENCES privacy_requests (id) ON DELETE SET NULL,
  lead_id     bigint REFERENCES leads (id) ON DELETE SET NULL,
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  at          timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX privacy_audit_request_idx ON privacy_audit (request_id, at DESC);
CREATE INDEX privacy_audit_lead_idx ON privacy_audit (lead_id, at DESC);

-- A correction of a lead's field (issue 31 §3), one row per field changed, on the lead's timeline with
-- what it was and what it became. The consent record (consent_sha256 / consent_texts) is never edited.
CREATE TABLE lead_corrections (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id     bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id    bigint NOT NULL REFERENCES staff_accounts (id),
  field       text NOT NULL CHECK (field IN ('name', 'email', 'phone', 'message')),
  before      text,
  after       text,
  reason      text NOT NULL CHECK (btrim(reason) <> '' AND length(reason) <= 500),
  request_id  bigint REFERENCES privacy_requests (id) ON DELETE SET NULL,
  at          timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_corrections_lead_idx ON lead_corrections (lead_id, at DESC);

CREATE TRIGGER lead_corrections_append_only BEFORE UPDATE ON lead_corrections
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();

-- The admins' reminder 7 days before a request's due date: one row per request and due date (an
-- extension is a new due date, so a new reminder), claimed like a delivery and sent once.
CREATE TABLE privacy_reminders (
  request_id     bigint NOT NULL REFERENCES privacy_requests (id) ON DELETE CASCADE,
  due_on         date NOT NULL,
  recipients     text[] NOT NULL,
  created_at     timestamptz NOT NULL,
  token          text,
  claimed_until  timestamptz,
  attempts       integer NOT NULL DEFAULT 0,
  last_error     text,
  sent_at        timestamptz,
  PRIMARY KEY (request_id, due_on)
);

CREATE INDEX privacy_reminders_unsent_idx ON privacy_reminders (request_id) WHERE sent_at IS NULL;
