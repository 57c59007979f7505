-- The status page and alert e-mails for a firm without Prometheus (issue 33 §4).

-- Each running process says it is alive every few seconds: its service, its own id, its version, when
-- it started, and its HTTP requests and 5xx answers of the last five minutes. A process that stops
-- saying so is down; a new start time is a restart. The web edge reports through leads-api.
CREATE TABLE service_heartbeats (
  service      text NOT NULL CHECK (service IN ('web', 'content-api', 'leads-api', 'worker')),
  instance     text NOT NULL CHECK (length(instance) BETWEEN 1 AND 100),
  version      text NOT NULL CHECK (length(version) <= 100),
  started_at   timestamptz NOT NULL,
  -- set when a heartbeat names another start time than the row's: the process restarted
  restarted_at timestamptz,
  seen_at      timestamptz NOT NULL DEFAULT now(),
  requests_5m  integer NOT NULL DEFAULT 0 CHECK (requests_5m >= 0),
  errors_5m    integer NOT NULL DEFAULT 0 CHECK (errors_5m >= 0),
  PRIMARY KEY (service, instance)
);

-- One row per alert of the catalog (packages/shared/src/ops/alert-catalog.ts): what the last
-- evaluation found and since when, and what the admins were last told by e-mail and when (at most
-- one e-mail per alert per hour).
CREATE TABLE ops_alert_state (
  name           text PRIMARY KEY,
  firing         boolean NOT NULL,
  since          timestamptz NOT NULL,
  evaluated_at   timestamptz NOT NULL,
  -- what the last e-mail said (false: never e-mailed, or e-mailed as ended)
  announced      boolean NOT NULL DEFAULT false,
  last_email_at  timestamptz
);

-- The alert e-mails, written in the evaluation's transaction (one for the alerts that started, one
-- for those that ended), then sent under a claim like the other staff alerts: several workers never
-- send one twice.
CREATE TABLE ops_alert_notices (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind           text NOT NULL CHECK (kind IN ('started', 'ended')),
  alerts         text[] NOT NULL CHECK (cardinality(alerts) > 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  token          text,
  claimed_until  timestamptz,
  attempts       integer NOT NULL DEFAULT 0,
  last_error     text,
  sent_at        timestamptz
);

CREATE INDEX ops_alert_notices_unsent_idx ON ops_alert_notices (id) WHERE sent_at IS NULL;
