-- What the worker sent (so a job that runs twice sends once) and the jobs that exhausted their retries.

CREATE TABLE deliveries (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL CHECK (kind IN ('intake_email', 'webhook', 'ops_alert')),
  subject_key  text NOT NULL,   -- e.g. 'lead-123' or 'dead-letter-4'
  target       text NOT NULL,   -- 'intake', a webhook URL or 'ops'
  lead_id      bigint REFERENCES leads (id),
  job_id       text,
  detail       text,            -- recipients and SMTP message id, or the HTTP status
  sent_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, subject_key, target)
);

CREATE INDEX deliveries_lead_idx ON deliveries (lead_id) WHERE lead_id IS NOT NULL;

CREATE TABLE dead_letters (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue        text NOT NULL,
  job_id       text NOT NULL,
  job_name     text NOT NULL,
  payload      jsonb NOT NULL,
  attempts     integer NOT NULL,
  error        text,
  failed_at    timestamptz NOT NULL DEFAULT now(),
  resolved_at  timestamptz,
  UNIQUE (queue, job_id)
);
