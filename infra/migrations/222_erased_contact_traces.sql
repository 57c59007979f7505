-- Issue 31 §1 and §3 together: what an erased person asked stays true after the erasure.
--
-- An erasure keeps the person's "do not contact" entries with the contact replaced by its keyed hash
-- (`hmac:<hex>`, migration 217's scrub); the database cannot compute that hash (it does not hold the
-- secret), so leads-api computes the new lead's hashes as it stores it and the insert statement looks
-- the hashed entries up itself (a new lead from the person is stored, marked, and announces no
-- acknowledgment). The match of a new lead to a conflict stub is kept here, written by the same
-- statement, so the worker's intake e-mail can say so at the top without the secret.
CREATE TABLE lead_erased_contact_matches (
  lead_id     bigint PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
  erasure_id  bigint NOT NULL REFERENCES erased_contacts (id),
  erased_at   timestamptz NOT NULL
);
