-- Issue 18: the queue is a transport, not the record. A delivery is claimed in PostgreSQL before the
-- send (so a second job for the same lead, a re-drive or a job recovered from a killed worker cannot
-- send it again while the claim holds), the sweeper re-drives leads whose intake e-mail is overdue,
-- and dead letters know their lead and whether ops were alerted.

-- One row per delivery attempted (same key as `deliveries`). `deliveries` stays the record of what was
-- sent; this row says who is sending it now (`token` until `claimed_until`) and how often it was
-- re-driven. A claim that outlives its holder expires and the delivery may be tried again.
CREATE TABLE delivery_claims (
  kind           text NOT NULL,
  subject_key    text NOT NULL,
  target         text NOT NULL,
  lead_id        bigint REFERENCES leads (id) ON DELETE CASCADE,
  token          text,
  claimed_until  timestamptz,
  attempts       integer NOT NULL DEFAULT 0,
  last_error     text,
  redriven_at    timestamptz,
  redrives       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (kind, subject_key, target)
);

CREATE INDEX delivery_claims_lead_idx ON delivery_claims (lead_id) WHERE lead_id IS NOT NULL;

ALTER TABLE dead_letters ADD COLUMN lead_id bigint;
ALTER TABLE dead_letters ADD COLUMN alerted_at timestamptz;
UPDATE dead_letters SET lead_id = (payload ->> 'leadId')::bigint WHERE payload ? 'leadId';
-- The dead letters recorded before this migration had one alert each.
UPDATE dead_letters SET alerted_at = failed_at;

CREATE INDEX dead_letters_unresolved_lead_idx ON dead_letters (lead_id)
  WHERE resolved_at IS NULL AND lead_id IS NOT NULL;
CREATE INDEX dead_letters_unalerted_idx ON dead_letters (id) WHERE alerted_at IS NULL;
