-- Lead intake: consent texts, referral batches, leads and the transactional outbox.

-- The exact consent texts shown to visitors, addressed by their SHA-256 (TCPA evidence:
-- a lead points at the very text it agreed to, provable years later).
CREATE TABLE consent_texts (
  sha256      text PRIMARY KEY CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  locale      text NOT NULL CHECK (locale IN ('en', 'es')),
  version     text NOT NULL,
  body        text NOT NULL,
  first_seen  timestamptz NOT NULL DEFAULT now()
);

-- One visitor's referral list, stored all-or-nothing with its leads.
CREATE TABLE referral_batches (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  idempotency_key  uuid UNIQUE,
  referrer_name    text NOT NULL,
  referrer_phone   text NOT NULL,
  referral_count   integer NOT NULL CHECK (referral_count > 0),
  locale           text NOT NULL CHECK (locale IN ('en', 'es')),
  page_url         text,
  attribution      jsonb NOT NULL DEFAULT '{}'::jsonb,
  consent_sha256   text REFERENCES consent_texts (sha256),
  consent_version  text,
  ip               inet,
  user_agent       text,
  received_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE leads (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  origin             text NOT NULL CHECK (origin IN ('web', 'referral', 'social_media')),
  form_variant       text NOT NULL,
  locale             text NOT NULL CHECK (locale IN ('en', 'es')),
  -- The fields of SPEC §3 as received, after the server's sanitizing (wire name in comments).
  name               text NOT NULL,            -- nombre
  email              text,                     -- email
  phone              text NOT NULL,            -- phone
  message            text,                     -- mensaje
  consent            boolean NOT NULL,         -- checkbox
  section            text,                     -- seccion (with the campaign source appended)
  situation          text,                     -- situacion
  married            text,                     -- casado
  stay               text,                     -- estancia
  client_time        text,                     -- fecha_hora exactly as the client sent it
  -- Social-media form only.
  agent              text,                     -- agente
  social_source      text,                     -- source
  lead_type          text,                     -- tipo
  conversation_link  text,                     -- link
  can_call_now       boolean,                  -- hora
  pc_referral        boolean,                  -- pc_referido
  pc_video_call      boolean,                  -- pc_videollamada
  -- Context and evidence.
  page_url           text,
  source             text,
  attribution        jsonb NOT NULL DEFAULT '{}'::jsonb,
  consent_sha256     text REFERENCES consent_texts (sha256),
  consent_version    text,
  ip                 inet,
  user_agent         text,
  received_at        timestamptz NOT NULL DEFAULT now(),
  status             text NOT NULL DEFAULT 'New Lead',
  is_spam            boolean NOT NULL DEFAULT false,
  idempotency_key    uuid UNIQUE,
  referral_batch_id  bigint REFERENCES referral_batches (id)
);

CREATE INDEX leads_phone_idx ON leads (phone);
CREATE INDEX leads_received_at_idx ON leads (received_at DESC);
CREATE INDEX leads_status_received_at_idx ON leads (status, received_at DESC);
CREATE INDEX leads_referral_batch_idx ON leads (referral_batch_id) WHERE referral_batch_id IS NOT NULL;

-- Written in the same transaction as the lead; the leads-api relay publishes each row to BullMQ.
CREATE TABLE outbox (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event         text NOT NULL,
  subject_id    bigint NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz
);

CREATE INDEX outbox_unpublished_idx ON outbox (id) WHERE published_at IS NULL;
CREATE INDEX outbox_published_at_idx ON outbox (published_at) WHERE published_at IS NOT NULL;
