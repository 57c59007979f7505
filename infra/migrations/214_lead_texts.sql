-- Text messages on a lead's timeline (issue 29 §2): the acknowledgment texts the firm sends and the
-- replies that come back through the provider's webhook. One table for both directions, so the roadmap's
-- two-way texts and WhatsApp add rows, not tables. Rows are evidence (a STOP is a withdrawal of consent):
-- append-only, like the rest of the timeline; they leave only with their lead.
CREATE TABLE lead_texts (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id      bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  direction    text NOT NULL CHECK (direction IN ('out', 'in')),
  -- out: what the firm sent it for; in: 'opt-out' (a STOP word) or 'reply'
  purpose      text NOT NULL CHECK (purpose IN ('acknowledgment', 'opt-out', 'reply')),
  body         text NOT NULL CHECK (length(body) <= 1600),
  -- the provider's id of the message (Twilio's MessageSid): a webhook delivered twice is one row
  provider_id  text,
  at           timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, provider_id)
);

CREATE INDEX lead_texts_lead_idx ON lead_texts (lead_id, at DESC);

CREATE TRIGGER lead_texts_append_only BEFORE UPDATE ON lead_texts
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();

-- The acknowledgment text is sent once per lead: one row, whatever the retries.
CREATE UNIQUE INDEX lead_texts_one_acknowledgment ON lead_texts (lead_id)
  WHERE direction = 'out' AND purpose = 'acknowledgment';

-- The acknowledgment by text is a delivery of its own (claimed before the send, recorded after). The
-- kinds are re-listed whole, those of migration 211 kept.
ALTER TABLE deliveries DROP CONSTRAINT deliveries_kind_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_kind_check
  CHECK (kind IN ('intake_email', 'webhook', 'ops_alert', 'ack_email', 'ack_text'));
