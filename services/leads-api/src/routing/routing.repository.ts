import type { Pool, PoolClient } from '@firm/shared/server/db';
import type {
  TRoutingAuditEntry,
  TRoutingChannel,
  TRoutingRule,
  TRoutingRuleView,
} from '@firm/shared/staff/routing-rules';

type TQueryable = Pick<PoolClient, 'query'>;

/** A rule's fields as an admin sets them. */
export type TRuleFields = Omit<TRoutingRule, 'id'> & { note: string };

/** A rule as the admins' page shows it. */
export type TRuleRow = TRoutingRuleView;

const RULE_COLUMNS = `id, channel, form_variant AS "formVariant", section_prefix AS "sectionPrefix",
  situation, targets, note, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;

/** Every rule, e-mail first, then by id. */
export async function listRules(pool: Pool): Promise<TRuleRow[]> {
  const { rows } = await pool.query<TRuleRow>(
    `SELECT ${RULE_COLUMNS} FROM routing_rules ORDER BY channel, id`,
  );
  return rows;
}

/** Locks one rule for a change; null when there is none. */
export async function lockRule(client: TQueryable, id: number): Promise<TRuleRow | null> {
  const { rows } = await client.query<TRuleRow>(
    `SELECT ${RULE_COLUMNS} FROM routing_rules WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

const values = (rule: TRuleFields) => [
  rule.channel satisfies TRoutingChannel,
  rule.formVariant,
  rule.sectionPrefix,
  rule.situation,
  rule.targets,
  rule.note,
];

/** Adds a rule. */
export async function insertRule(
  client: TQueryable,
  rule: TRuleFields,
  actorId: number,
): Promise<TRuleRow> {
  const { rows } = await client.query<TRuleRow>(
    `INSERT INTO routing_rules (channel, form_variant, section_prefix, situation, targets, note, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${RULE_COLUMNS}`,
    [...values(rule), actorId],
  );
  return rows[0]!;
}

/** Replaces a rule's fields. */
export async function updateRule(
  client: TQueryable,
  id: number,
  rule: TRuleFields,
  actorId: number,
): Promise<TRuleRow> {
  const { rows } = await client.query<TRuleRow>(
    `UPDATE routing_rules SET channel = $1, form_variant = $2, section_prefix = $3, situation = $4,
            targets = $5, note = $6, updated_by = $7, updated_at = now()
      WHERE id = $8 RETURNING ${RULE_COLUMNS}`,
    [...values(rule), actorId, id],
  );
  return rows[0]!;
}

/** Deletes a rule. */
export async function deleteRule(client: TQueryable, id: number): Promise<void> {
  await client.query('DELETE FROM routing_rules WHERE id = $1', [id]);
}

/** One audited change. */
export type TRoutingAuditRow = TRoutingAuditEntry;

/** Records a change of a rule. */
export async function insertRoutingAudit(
  client: TQueryable,
  entry: {
    actorId: number;
    ruleId: number;
    action: TRoutingAuditEntry['action'];
    before: TRuleRow | null;
    after: TRuleRow | null;
  },
): Promise<void> {
  await client.query(
    `INSERT INTO routing_rule_audit (actor_id, rule_id, action, before, after) VALUES ($1, $2, $3, $4, $5)`,
    [entry.actorId, entry.ruleId, entry.action, entry.before, entry.after],
  );
}

/** The latest changes, newest first. */
export async function listRoutingAudit(pool: Pool, limit = 100): Promise<TRoutingAuditRow[]> {
  const { rows } = await pool.query<TRoutingAuditRow & { at: Date }>(
    `SELECT a.id, a.rule_id AS "ruleId", a.action, a.before, a.after, a.at,
            s.name AS "actorName", s.email AS "actorEmail"
       FROM routing_rule_audit a LEFT JOIN staff_accounts s ON s.id = a.actor_id
      ORDER BY a.at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, at: (row.at as Date).toISOString() }));
}
