-- Clicks on the immigration phone link (POST /en/api/track-call).
CREATE TABLE call_events (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  page_url     text,
  locale       text NOT NULL CHECK (locale IN ('en', 'es')),
  source       text,
  attribution  jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip           inet,
  user_agent   text,
  occurred_at  timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX call_events_occurred_at_idx ON call_events (occurred_at DESC);
