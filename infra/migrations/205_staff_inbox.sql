-- Staff inbox (issue 16 §3): the status pipeline's audit trail, re-send requests, and the indexes of
-- the inbox's filters.

-- Every status change of a lead: who, when, from, to and an optional note (spam / not spam included).
CREATE TABLE lead_status_changes (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id      bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id     bigint REFERENCES staff_accounts (id),
  from_status  text NOT NULL,
  to_status    text NOT NULL,
  note         text NOT NULL DEFAULT '' CHECK (length(note) <= 1000),
  at           timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_status_changes_lead_idx ON lead_status_changes (lead_id, at DESC);

-- A staff member asked for a lead's notification (e-mail and webhooks) again; the outbox announces
-- it and the worker delivers it under its own delivery keys ('lead-{id}-resend-{resend id}').
CREATE TABLE lead_resends (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id       bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  requested_by  bigint REFERENCES staff_accounts (id),
  requested_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_resends_lead_idx ON lead_resends (lead_id);

-- Accent- and case-insensitive text for the inbox search ('José' finds 'jose' and the reverse).
-- unaccent() is only STABLE (it reads its dictionary by name); naming the dictionary makes this safe
-- to declare IMMUTABLE.
CREATE FUNCTION inbox_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;

-- The duplicate hint: the last ten digits of the phone ('+1 (555) 010-2030' and '5550102030' match).
CREATE FUNCTION lead_phone_key(phone text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT right(regexp_replace(phone, '\D', '', 'g'), 10) $$;

CREATE INDEX leads_phone_key_idx ON leads (lead_phone_key(phone));
CREATE INDEX leads_form_variant_received_idx ON leads (form_variant, received_at DESC);
CREATE INDEX leads_source_received_idx ON leads (source, received_at DESC) WHERE source IS NOT NULL;
CREATE INDEX leads_spam_received_idx ON leads (is_spam, received_at DESC);
