-- This database's installation: a random id and the BullMQ key prefix of its queues on Redis
-- (packages/shared/src/server/installation.ts). Job ids are derived from database ids (`lead-1-notify`),
-- so a database recreated on a Redis that kept its jobs (a reset, a restore, a staging refresh, a test
-- database) must not share the old one's keys: BullMQ would take its new jobs for the old ones and drop
-- them. The row names the database it was made in (its OID): a copy (`CREATE DATABASE … TEMPLATE`,
-- pg_dump into a new database) finds a row that is not its own, and the first process to start makes
-- a new one. `DELETE FROM installation` does the same by hand (a physical restore keeps the OID).
CREATE TABLE installation (
  singleton    boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  id           uuid NOT NULL,
  database_oid oid NOT NULL,
  queue_prefix text NOT NULL CHECK (queue_prefix ~ '^[A-Za-z0-9_-]{1,64}$'),
  created_at   timestamptz NOT NULL DEFAULT now()
);

-- A database that already holds leads keeps BullMQ's default prefix, where its jobs in flight (retries
-- due within a day, failed jobs to re-drive) already are; a new one gets a prefix of its own at first start.
INSERT INTO installation (id, database_oid, queue_prefix)
SELECT gen_random_uuid(), (SELECT oid FROM pg_database WHERE datname = current_database()), 'bull'
 WHERE EXISTS (SELECT 1 FROM leads);
