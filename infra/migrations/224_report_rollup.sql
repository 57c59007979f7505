-- Reports on years of leads (issue 32 §3): a rollup the worker keeps, read for the whole days (and
-- whole months and years) of a range; the live leads answer for the rest (today, days changed since they were
-- rolled). Both are made by the same SQL (packages/shared/src/server/reports/report-facts-sql.ts),
-- so a rolled day and a live day give the same figures.
--
-- Scopes: the rollup answers a report without filters ('all'), for one owner ('owner': an intake
-- member's own leads) or for one source ('source'); other filters read the live leads.
-- Waits are whole minutes per lead (clock and office alike), kept as per-minute histograms so the
-- medians and 90th percentiles are exact.

-- Per period (a day, a month built from its days, a year built from its months), scope and table row
-- (dim, key, key2): counts.
CREATE TABLE lead_report_counts (
  span               text NOT NULL CHECK (span IN ('day', 'month', 'year')),
  period             date NOT NULL,
  scope              text NOT NULL CHECK (scope IN ('all', 'owner', 'source')),
  scope_key          text NOT NULL,
  dim                text NOT NULL,
  key                text NOT NULL,
  key2               text NOT NULL,
  total              integer NOT NULL,
  spam               integer NOT NULL,
  new                integer NOT NULL,
  contacted          integer NOT NULL,
  qualified          integer NOT NULL,
  retained           integer NOT NULL,
  not_qualified      integer NOT NULL,
  reached_contacted  integer NOT NULL,
  reached_qualified  integer NOT NULL,
  reached_retained   integer NOT NULL,
  contacted_n        integer NOT NULL,
  on_time            integer NOT NULL,
  judged             integer NOT NULL,
  overdue            integer NOT NULL
);
CREATE INDEX lead_report_counts_idx ON lead_report_counts (span, period, scope, scope_key);

-- Per period, scope and table row: how many waits ('clock' or 'office') lasted each whole minute.
CREATE TABLE lead_report_waits (
  span       text NOT NULL CHECK (span IN ('day', 'month', 'year')),
  period     date NOT NULL,
  scope      text NOT NULL CHECK (scope IN ('all', 'owner', 'source')),
  scope_key  text NOT NULL,
  kind       text NOT NULL CHECK (kind IN ('clock', 'office')),
  dim        text NOT NULL,
  key        text NOT NULL,
  key2       text NOT NULL,
  minute     integer NOT NULL,
  n          integer NOT NULL
);
CREATE INDEX lead_report_waits_idx ON lead_report_waits (span, period, scope, scope_key);

-- Phone clicks per day, page, language and source (every filter the clicks table takes).
CREATE TABLE lead_report_clicks (
  day     date NOT NULL,
  page    text NOT NULL,
  locale  text NOT NULL,
  source  text NOT NULL,
  clicks  integer NOT NULL
);
CREATE INDEX lead_report_clicks_idx ON lead_report_clicks (day);

-- The rolled days, months and years. A period answers from the rollup when it is here, no change to
-- its leads is marked since (lead_report_stale), and every open first-contact clock of it has fallen
-- due (`open_due_until` ≤ now: its overdue leads are counted as they will stay until contacted).
CREATE TABLE lead_report_days (
  day             date PRIMARY KEY,
  open_due_until  timestamptz,
  rolled_at       timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE lead_report_periods (
  span            text NOT NULL CHECK (span IN ('month', 'year')),
  start           date NOT NULL,
  open_due_until  timestamptz,
  rolled_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (span, start)
);

-- A change to what a day's figures are made of: the time of the lead (or click) it touched. Plain
-- inserts (no key): a mark written by a transaction the worker's roll cannot see yet outlives the
-- roll, so the day is rolled again.
CREATE TABLE lead_report_stale (at timestamptz NOT NULL);
CREATE INDEX lead_report_stale_idx ON lead_report_stale (at);

CREATE FUNCTION lead_report_mark_lead() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO lead_report_stale (at) VALUES (OLD.received_at);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.received_at IS DISTINCT FROM OLD.received_at) THEN
    INSERT INTO lead_report_stale (at) VALUES (NEW.received_at);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_report_insert AFTER INSERT ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_report_mark_lead();
CREATE TRIGGER leads_report_update
  AFTER UPDATE OF received_at, is_spam, status, source, attribution, owner_id, form_variant, locale,
                  situation, section, first_contacted_at, first_contact_due_at ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_report_mark_lead();
CREATE TRIGGER leads_report_delete AFTER DELETE ON leads
  FOR EACH ROW EXECUTE FUNCTION lead_report_mark_lead();

-- Statement triggers (transition tables): the office waits are stored in batches, old clicks deleted
-- in batches.
CREATE FUNCTION lead_report_mark_waits() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_report_stale (at)
    SELECT DISTINCT l.received_at FROM changed c JOIN leads l ON l.id = c.lead_id;
  RETURN NULL;
END $$;

CREATE TRIGGER lead_office_waits_report_insert AFTER INSERT ON lead_office_waits
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lead_report_mark_waits();
CREATE TRIGGER lead_office_waits_report_delete AFTER DELETE ON lead_office_waits
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lead_report_mark_waits();

CREATE FUNCTION lead_report_mark_clicks() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO lead_report_stale (at) SELECT DISTINCT occurred_at FROM changed;
  RETURN NULL;
END $$;

CREATE TRIGGER call_events_report_insert AFTER INSERT ON call_events
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lead_report_mark_clicks();
CREATE TRIGGER call_events_report_delete AFTER DELETE ON call_events
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION lead_report_mark_clicks();
