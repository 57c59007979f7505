-- Routing of lead notifications (issue 16 §3), set by admins in the staff area. Each rule sends the
-- leads it matches (form variant, seccion prefix, situation: absent = any) on one channel to its
-- targets; the most specific matching rule of a channel wins. A rule without conditions replaces the
-- configured default (INTAKE_EMAIL_TO / WEBHOOK_URLS); with no rule at all the worker's environment
-- decides, as before.
CREATE TABLE routing_rules (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel         text NOT NULL CHECK (channel IN ('email', 'webhook')),
  form_variant    text CHECK (form_variant <> ''),
  section_prefix  text CHECK (section_prefix <> ''),
  situation       text CHECK (situation <> ''),
  targets         text[] NOT NULL CHECK (cardinality(targets) BETWEEN 1 AND 20),
  note            text NOT NULL DEFAULT '',
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  updated_by      bigint REFERENCES staff_accounts (id)
);

-- Who changed which rule, when, and what it was before and after (the rule may be gone).
CREATE TABLE routing_rule_audit (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id  bigint REFERENCES staff_accounts (id),
  rule_id   bigint NOT NULL,
  action    text NOT NULL CHECK (action IN ('rule.created', 'rule.updated', 'rule.deleted')),
  before    jsonb,
  after     jsonb,
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX routing_rule_audit_at_idx ON routing_rule_audit (at DESC);
