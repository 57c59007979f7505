-- Staff area: accounts, their sessions, the sign-in throttle and the audit of account changes.

-- One row per member of the firm's staff. E-mail addresses are stored trimmed and lower-cased and
-- are unique whatever their case. The password is an argon2id PHC string; a one-time password
-- (printed by the CLI or shown once to an admin) sets must_change_password.
CREATE TABLE staff_accounts (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email                 text NOT NULL CHECK (email = lower(btrim(email)) AND email LIKE '%_@_%'),
  name                  text NOT NULL DEFAULT '',
  role                  text NOT NULL CHECK (role IN ('intake', 'admin')),
  password_hash         text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  must_change_password  boolean NOT NULL DEFAULT true,
  password_set_at       timestamptz NOT NULL DEFAULT now(),
  disabled_at           timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX staff_accounts_email_key ON staff_accounts (lower(email));

-- Server-side sessions when no Redis is configured. The cookie carries a random id; only its
-- SHA-256 is stored, so a copy of this table opens no session.
CREATE TABLE staff_sessions (
  id_hash       text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  staff_id      bigint NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL
);

CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_expires_at_idx ON staff_sessions (expires_at);

-- Failed sign-ins per key ('account:<email>' or 'ip:<address>'), forgotten a while after the last.
CREATE UNLOGGED TABLE staff_login_failures (
  key              text PRIMARY KEY,
  failures         integer NOT NULL,
  last_failure_at  timestamptz NOT NULL
);

-- Who changed which staff account, when and how (account changes only; lead changes have their own trail).
CREATE TABLE staff_audit (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id    bigint REFERENCES staff_accounts (id),   -- null: the command line
  action      text NOT NULL CHECK (action IN (
                'account.created', 'account.disabled', 'account.enabled',
                'account.password_reset', 'account.password_changed')),
  target_id   bigint NOT NULL REFERENCES staff_accounts (id),
  detail      jsonb NOT NULL DEFAULT '{}'::jsonb,
  at          timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX staff_audit_target_idx ON staff_audit (target_id, at DESC);
CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC);

-- The staff member who typed a lead in (the social-media form); null for visitors' leads.
ALTER TABLE leads ADD COLUMN entered_by_staff_id bigint REFERENCES staff_accounts (id);
