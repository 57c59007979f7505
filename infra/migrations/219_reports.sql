-- Reports (issue 32): where the leads come from, how fast the team answers, what becomes of them.
--
-- Plan: indexes, no rollup of counts. Every block is an aggregate over the leads received in the
-- range, read from one covering index (received_at with the columns the blocks group by), so the
-- figures are always current and equal the inbox's, which reads the same rows. The one thing that
-- cannot be computed in SQL is a wait in office time (office hours live in the site configuration and
-- are computed in TypeScript): it is kept per lead in `lead_office_waits`, written once when a lead's
-- first contact is known. A trigger queues each lead whose first contact is set; leads-api computes
-- the queued waits before it reports (a few rows: the contacts since the last report).
-- `npm run bench` (tests/bench/reports.bench.ts) measures it on 1,000,000 leads over three years.

-- The reports' scan: the range, then only columns stored in the index (an index-only scan once
-- vacuumed). The campaign lives in `attribution`; a filter on it uses the expression index below.
CREATE INDEX leads_reports_idx ON leads (received_at)
  INCLUDE (id, is_spam, status, source, owner_id, form_variant, locale, situation, section,
           first_contacted_at, first_contact_due_at);

CREATE INDEX leads_reports_campaign_idx ON leads ((attribution ->> 'utm_campaign'), received_at)
  WHERE attribution ? 'utm_campaign';

-- Minutes of office time from a lead's arrival to its first contact (the first-contact clock's own
-- measure, office-time.ts), once the lead is contacted.
CREATE TABLE lead_office_waits (
  lead_id         bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  office_minutes  integer NOT NULL CHECK (office_minutes >= 0)
);

-- The leads whose first contact is known and whose office wait is not computed yet.
CREATE TABLE lead_office_waits_pending (
  lead_id  bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE
);

CREATE FUNCTION lead_office_wait_queue() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.first_contacted_at IS NOT NULL AND NOT NEW.is_spam THEN
    INSERT INTO lead_office_waits_pending (lead_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER leads_office_wait_insert AFTER INSERT ON leads
  FOR EACH ROW WHEN (NEW.first_contacted_at IS NOT NULL) EXECUTE FUNCTION lead_office_wait_queue();
CREATE TRIGGER leads_office_wait_update AFTER UPDATE OF first_contacted_at ON leads
  FOR EACH ROW WHEN (OLD.first_contacted_at IS NULL AND NEW.first_contacted_at IS NOT NULL)
  EXECUTE FUNCTION lead_office_wait_queue();

-- The leads contacted before this migration wait their turn like the others.
INSERT INTO lead_office_waits_pending (lead_id)
  SELECT id FROM leads WHERE first_contacted_at IS NOT NULL AND NOT is_spam;

-- Phone clicks by page over a range.
CREATE INDEX call_events_reports_idx ON call_events (occurred_at) INCLUDE (page_url, locale, source);
