-- The retention schedule and its nightly run (issue 31 §3 "Retention", §4 "The policy matches").
--
-- The admins set how long the firm keeps what it no longer needs; the worker erases it once a night
-- with the same erasure as a manual one (a conflict stub remains), a legal hold blocks it, and the
-- privacy policy and terms state the periods from this row.

-- The schedule (one row). Retained leads are always kept: they become the firm's client files.
CREATE TABLE retention_settings (
  id                  boolean PRIMARY KEY DEFAULT true CHECK (id),
  -- leads marked spam, erased this many days after they arrived
  spam_days           integer NOT NULL DEFAULT 30 CHECK (spam_days BETWEEN 7 AND 365),
  -- leads never contacted, or "Not qualified", erased this many months after they arrived
  unengaged_months    integer NOT NULL DEFAULT 24 CHECK (unengaged_months BETWEEN 6 AND 120),
  -- clicks on the phone link (events, not leads), deleted this many months after the click
  call_click_months   integer NOT NULL DEFAULT 13 CHECK (call_click_months BETWEEN 1 AND 60),
  -- bumped on every change; content-api publishes the policy texts again until `published_version`
  -- catches up (the texts' `{{retention_…}}` tokens are filled when they are published)
  version             integer NOT NULL DEFAULT 1,
  published_version   integer NOT NULL DEFAULT 0,
  updated_at          timestamptz NOT NULL DEFAULT now(),
  updated_by          bigint REFERENCES staff_accounts (id)
);
INSERT INTO retention_settings (id) VALUES (true);

-- One nightly run per firm calendar day (America/Denver): claimed like a delivery, so a second run the
-- same night does nothing and a run whose worker died is resumed once its claim expires. `counts` grow
-- in the transaction of each erasure, so they stay right across a crash.
CREATE TABLE retention_runs (
  night           date PRIMARY KEY,
  started_at      timestamptz NOT NULL,
  finished_at     timestamptz,
  counts          jsonb NOT NULL DEFAULT '{}'::jsonb,
  error           text,
  recipients      text[] NOT NULL DEFAULT '{}',
  token           text,
  claimed_until   timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  report_sent_at  timestamptz
);

-- Who erased: a staff member, or the retention run (then `reason` names the rule).
ALTER TABLE erased_contacts
  ALTER COLUMN erased_by DROP NOT NULL,
  ADD COLUMN erased_by_process text CHECK (erased_by_process IN ('retention')),
  ADD CONSTRAINT erased_contacts_eraser CHECK ((erased_by IS NULL) <> (erased_by_process IS NULL));
ALTER TABLE lead_erasures
  ALTER COLUMN erased_by DROP NOT NULL,
  ADD COLUMN erased_by_process text CHECK (erased_by_process IN ('retention')),
  ADD CONSTRAINT lead_erasures_eraser CHECK ((erased_by IS NULL) <> (erased_by_process IS NULL));
