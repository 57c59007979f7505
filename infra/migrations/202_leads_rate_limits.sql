-- Rate-limit counters when no Redis is configured (shared by every leads-api instance).
-- UNLOGGED: counters are worth losing on a crash, not worth WAL on every request.
CREATE UNLOGGED TABLE rate_limit_hits (
  key       text PRIMARY KEY,
  hits      integer NOT NULL,
  reset_at  timestamptz NOT NULL
);

CREATE INDEX rate_limit_hits_reset_at_idx ON rate_limit_hits (reset_at);
