-- Every lead has an owner (issue 29 §3). A member marks themself available or away; admins keep the
-- assignment rules; leads-api chooses a new lead's owner in the statement that inserts it
-- (leads/leads.repository.ts), so a lead is never stored without one while the firm has a member who
-- works leads.

-- Whether a member takes new leads now (round-robin skips those away). New and existing members are
-- available until they say otherwise: a firm that never touches the switch still shares its leads.
ALTER TABLE staff_accounts ADD COLUMN available boolean NOT NULL DEFAULT true;

-- The member who answers for a lead (null only when the firm had no intake member or admin at all).
ALTER TABLE leads ADD COLUMN owner_id bigint REFERENCES staff_accounts (id);
CREATE INDEX leads_owner_idx ON leads (owner_id, received_at DESC);

-- An assignment rule: the leads it matches (form, situation, language: absent = any; the most specific
-- matching rule decides, like routing) go round-robin to its available members, or to its one fixed
-- member. A rule without conditions is the default pool.
CREATE TABLE assignment_rules (
  id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  form_variant  text CHECK (form_variant <> ''),
  situation     text CHECK (situation <> ''),
  locale        text CHECK (locale IN ('es', 'en')),
  mode          text NOT NULL CHECK (mode IN ('round_robin', 'fixed')),
  member_ids    bigint[] NOT NULL CHECK (
                  cardinality(member_ids) BETWEEN 1 AND 50
                  AND (mode = 'round_robin' OR cardinality(member_ids) = 1)),
  note          text NOT NULL DEFAULT '',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  updated_by    bigint REFERENCES staff_accounts (id)
);

-- Who changed which assignment rule, when, and what it was before and after (the rule may be gone).
CREATE TABLE assignment_rule_audit (
  id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id  bigint REFERENCES staff_accounts (id),
  rule_id   bigint NOT NULL,
  action    text NOT NULL CHECK (action IN ('rule.created', 'rule.updated', 'rule.deleted')),
  before    jsonb,
  after     jsonb,
  at        timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX assignment_rule_audit_at_idx ON assignment_rule_audit (at DESC);

-- Round-robin turns, one sequence per pool: `assignment_turns_rule_<id>` (made with the rule), and the
-- two fallbacks below. nextval never blocks and never hands one number out twice, so concurrent leads
-- never take the same turn, and no counter row serialises the inserts (a rolled-back insert skips a
-- turn, which only shifts the rotation by one).
CREATE SEQUENCE assignment_turns_available;   -- every available member (no rule had one)
CREATE SEQUENCE assignment_turns_anyone;      -- every enabled member (nobody available)

-- Each rule's sequence is made with it, however the rule is written. It stays when the rule is
-- deleted: an insert that read the rule a moment before may still take a turn from it.
CREATE FUNCTION assignment_rule_turns() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE SEQUENCE IF NOT EXISTS %I', 'assignment_turns_rule_' || NEW.id);
  RETURN NEW;
END $$;

CREATE TRIGGER assignment_rules_turns AFTER INSERT ON assignment_rules
  FOR EACH ROW EXECUTE FUNCTION assignment_rule_turns();

-- The owner of a new lead, called in the statement that inserts it (leads-api's lead and referral
-- inserts): the first pool with a member who may take it — the assignment rules given (the deciding
-- rule, then the default pool; their available members), then every available member, then every
-- enabled member — and in it the member whose turn it is (members in id order, the pool's sequence
-- says whose turn). Null only when the firm has no enabled intake member or admin at all.
CREATE FUNCTION lead_owner_for(rule_ids bigint[]) RETURNS bigint
  LANGUAGE sql VOLATILE
  AS $$
    WITH pools AS (
      SELECT o.ord, 'rule_' || r.id AS pool, r.member_ids, true AS needs_available
        FROM unnest(rule_ids) WITH ORDINALITY AS o (rule_id, ord)
        JOIN assignment_rules r ON r.id = o.rule_id
      UNION ALL
      VALUES (1000::bigint, 'available', NULL::bigint[], true), (1001, 'anyone', NULL, false)
    ), eligible AS (
      SELECT p.ord, p.pool, s.id
        FROM pools p JOIN staff_accounts s
          ON s.disabled_at IS NULL AND s.role IN ('intake', 'admin')
         AND (p.member_ids IS NULL OR s.id = ANY (p.member_ids))
         AND (s.available OR NOT p.needs_available)
    ), chosen AS (
      -- a rule's sequence missing (a rule written by hand before its trigger existed) never fails the insert
      SELECT c.pool,
             nextval(COALESCE(to_regclass('assignment_turns_' || c.pool),
                              'assignment_turns_available'::regclass)) - 1 AS turn,
             (SELECT count(*) FROM eligible e WHERE e.pool = c.pool) AS members
        FROM (SELECT pool FROM eligible ORDER BY ord LIMIT 1) c
    )
    SELECT e.id
      FROM (SELECT pool, id, row_number() OVER (PARTITION BY pool ORDER BY id) - 1 AS place
              FROM eligible) e
      JOIN chosen c ON c.pool = e.pool AND e.place = c.turn % c.members
  $$;

-- A lead given to another member from its page: who, from whom, to whom, when. Append-only, like the
-- rest of the timeline.
CREATE TABLE lead_assignments (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lead_id        bigint NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  actor_id       bigint NOT NULL REFERENCES staff_accounts (id),
  from_staff_id  bigint REFERENCES staff_accounts (id),
  to_staff_id    bigint NOT NULL REFERENCES staff_accounts (id),
  at             timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX lead_assignments_lead_idx ON lead_assignments (lead_id, at DESC);

CREATE TRIGGER lead_assignments_append_only BEFORE UPDATE ON lead_assignments
  FOR EACH ROW EXECUTE FUNCTION lead_timeline_append_only();

-- A member's availability changes join the account audit trail.
ALTER TABLE staff_audit DROP CONSTRAINT staff_audit_action_check;
ALTER TABLE staff_audit ADD CONSTRAINT staff_audit_action_check CHECK (action IN (
  'account.created', 'account.disabled', 'account.enabled',
  'account.password_reset', 'account.password_changed',
  'account.available', 'account.away'));
