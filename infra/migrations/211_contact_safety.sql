-- Issue 29 §1, §2: how a lead may be contacted, "do not contact", and the acknowledgment e-mail.
--
-- The safety answers are typed columns rather than one jsonb document: each has a fixed set of
-- values the database can check (a tampered request cannot store a fourth answer), the hours are
-- bounded here as in the form, and the inbox can filter on them with plain indexes later. NULL
-- means "not asked or not answered", never "yes".
ALTER TABLE leads
  ADD COLUMN contact_call text CHECK (contact_call IN ('yes', 'no', 'hours')),
  ADD COLUMN contact_call_hours text CHECK (length(contact_call_hours) <= 120),
  ADD COLUMN contact_voicemail boolean,
  ADD COLUMN contact_texts boolean,
  -- Set when the lead (a STOP) or the firm says "do not contact": no automatic message after it.
  ADD COLUMN do_not_contact_at timestamptz,
  ADD COLUMN do_not_contact_reason text CHECK (length(do_not_contact_reason) <= 500),
  ADD CONSTRAINT leads_contact_call_hours_only_with_hours
    CHECK (contact_call_hours IS NULL OR contact_call = 'hours');

-- The acknowledgment e-mail to the lead is a delivery of its own (claimed, recorded, shown on the
-- lead's timeline). The kinds are re-listed whole: a later migration adding a kind must keep this one.
ALTER TABLE deliveries DROP CONSTRAINT deliveries_kind_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_kind_check
  CHECK (kind IN ('intake_email', 'webhook', 'ops_alert', 'ack_email'));
