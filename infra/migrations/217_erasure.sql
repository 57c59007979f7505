-- Erasure with a conflict stub, and legal holds (issue 31 §3 "Deletion").
--
-- An erasure removes a person's data from every table and keeps the lead rows as tombstones (status,
-- dates, form, language) so the counts stay right. What remains of the person is a conflict stub: keyed
-- hashes (HMAC-SHA256 with the server's PRIVACY_HASH_SECRET) of the phone key (migration 205) and of the
-- e-mail key (migration 215), so a later lead from the same person can be told "contact erased on
-- request on …" and conflicts can still be checked under Rule 1.18, without keeping the contact itself.

-- One erasure of a person: every lead with the phone key or e-mail key, at once.
CREATE TABLE erased_contacts (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- hex HMAC-SHA256 of each phone key / e-mail key the person's leads had (empty: none)
  phone_hashes text[] NOT NULL DEFAULT '{}',
  email_hashes text[] NOT NULL DEFAULT '{}',
  erased_at    timestamptz NOT NULL DEFAULT now(),
  -- the form of the lead the erasure was asked on
  form_variant text NOT NULL,
  erased_by    bigint NOT NULL REFERENCES staff_accounts (id),
  reason       text NOT NULL CHECK (btrim(reason) <> '' AND length(reason) <= 500),
  request_id   bigint REFERENCES privacy_requests (id) ON DELETE SET NULL,
  lead_count   integer NOT NULL CHECK (lead_count > 0)
);

CREATE INDEX erased_contacts_phone_idx ON erased_contacts USING gin (phone_hashes);
CREATE INDEX erased_contacts_email_idx ON erased_contacts USING gin (email_hashes);

-- The tombstone mark of each erased lead (a lead is erased once: its primary key).
CREATE TABLE lead_erasures (
  lead_id      bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  erasure_id   bigint NOT NULL REFERENCES erased_contacts (id),
  erased_at    timestamptz NOT NULL DEFAULT now(),
  erased_by    bigint NOT NULL REFERENCES staff_accounts (id),
  reason       text NOT NULL CHECK (btrim(reason) <> '' AND length(reason) <= 500)
);

-- A legal hold (an admin, with a reason) blocks erasure and retention of the lead while it stands; a
-- lifted one stays as the record of who lifted it and why.
CREATE TABLE lead_legal_holds (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id      bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  reason       text NOT NULL CHECK (btrim(reason) <> '' AND length(reason) <= 500),
  placed_by    bigint NOT NULL REFERENCES staff_accounts (id),
  placed_at    timestamptz NOT NULL DEFAULT now(),
  lifted_at    timestamptz,
  lifted_by    bigint REFERENCES staff_accounts (id),
  lift_reason  text CHECK (btrim(lift_reason) <> '' AND length(lift_reason) <= 500),
  CONSTRAINT lead_legal_hold_lift_complete
    CHECK ((lifted_at IS NULL) = (lift_reason IS NULL) AND (lifted_at IS NULL) = (lifted_by IS NULL))
);

-- One standing hold per lead.
CREATE UNIQUE INDEX lead_legal_holds_standing ON lead_legal_holds (lead_id) WHERE lifted_at IS NULL;

-- The timeline stays append-only, but for an erasure: the transaction that erases a person sets
-- `firm.erasing` to 'on' (SET LOCAL) and may then clear the free text of the entries.
CREATE OR REPLACE FUNCTION lead_timeline_append_only() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('firm.erasing', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% is append-only: write a new entry instead', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END $$;
