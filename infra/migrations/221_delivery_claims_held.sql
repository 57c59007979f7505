-- Issue 33 §5: claims are renewed by their holder's heartbeat and expire 15 s after the last one;
-- every 2 s the sweeper looks for the claims in progress whose holder died (taken, unreleased and
-- expired). Only those few rows are indexed: the table keeps one row per delivery ever made.
CREATE INDEX delivery_claims_held_idx ON delivery_claims (claimed_until) WHERE token IS NOT NULL;
