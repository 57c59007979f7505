import type { Pool, PoolClient } from '@firm/shared/server/db';
import type {
  TAssignableMember,
  TAssignmentAuditEntry,
  TAssignmentRule,
  TAssignmentRuleView,
} from '@firm/shared/staff/assignment-rules';

type TQueryable = Pick<PoolClient, 'query'>;

/** A rule's fields as an admin sets them. */
export type TAssignmentFields = Omit<TAssignmentRule, 'id'> & { note: string };

// member_ids read as int[]: node-postgres leaves a bigint[] as strings (account ids stay far below 2^31)
const RULE_COLUMNS = `id, form_variant AS "formVariant", situation, locale, mode,
  member_ids::int[] AS "memberIds", note,
  to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;

/** Every rule, oldest first. */
export async function listAssignmentRules(pool: Pool): Promise<TAssignmentRuleView[]> {
  const { rows } = await pool.query<TAssignmentRuleView>(
    `SELECT ${RULE_COLUMNS} FROM assignment_rules ORDER BY id`,
  );
  return rows;
}

/** Locks one rule for a change; null when there is none. */
export async function lockAssignmentRule(
  client: TQueryable,
  id: number,
): Promise<TAssignmentRuleView | null> {
  const { rows } = await client.query<TAssignmentRuleView>(
    `SELECT ${RULE_COLUMNS} FROM assignment_rules WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

const values = (rule: TAssignmentFields) => [
  rule.formVariant,
  rule.situation,
  rule.locale,
  rule.mode,
  rule.memberIds,
  rule.note,
];

/** Adds a rule (its round-robin sequence, `assignment_turns_rule_<id>`, is made by its trigger). */
export async function insertAssignmentRule(
  client: TQueryable,
  rule: TAssignmentFields,
  actorId: number,
): Promise<TAssignmentRuleView> {
  const { rows } = await client.query<TAssignmentRuleView>(
    `INSERT INTO assignment_rules (form_variant, situation, locale, mode, member_ids, note, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${RULE_COLUMNS}`,
    [...values(rule), actorId],
  );
  return rows[0]!;
}

/** Replaces a rule's fields (its turns go on). */
export async function updateAssignmentRule(
  client: TQueryable,
  id: number,
  rule: TAssignmentFields,
  actorId: number,
): Promise<TAssignmentRuleView> {
  const { rows } = await client.query<TAssignmentRuleView>(
    `UPDATE assignment_rules SET form_variant = $1, situation = $2, locale = $3, mode = $4,
            member_ids = $5, note = $6, updated_by = $7, updated_at = now()
      WHERE id = $8 RETURNING ${RULE_COLUMNS}`,
    [...values(rule), actorId, id],
  );
  return rows[0]!;
}

/** Deletes a rule (its sequence stays: see migration 212). */
export async function deleteAssignmentRule(client: TQueryable, id: number): Promise<void> {
  await client.query('DELETE FROM assignment_rules WHERE id = $1', [id]);
}

/** Records a change of a rule. */
export async function insertAssignmentAudit(
  client: TQueryable,
  entry: {
    actorId: number;
    ruleId: number;
    action: TAssignmentAuditEntry['action'];
    before: TAssignmentRuleView | null;
    after: TAssignmentRuleView | null;
  },
): Promise<void> {
  await client.query(
    `INSERT INTO assignment_rule_audit (actor_id, rule_id, action, before, after)
     VALUES ($1, $2, $3, $4, $5)`,
    [entry.actorId, entry.ruleId, entry.action, entry.before, entry.after],
  );
}

/** The latest changes, newest first. */
export async function listAssignmentAudit(
  pool: Pool,
  limit = 100,
): Promise<TAssignmentAuditEntry[]> {
  const { rows } = await pool.query<TAssignmentAuditEntry & { at: Date }>(
    `SELECT a.id, a.rule_id AS "ruleId", a.action, a.before, a.after, a.at,
            s.name AS "actorName", s.email AS "actorEmail"
       FROM assignment_rule_audit a LEFT JOIN staff_accounts s ON s.id = a.actor_id
      ORDER BY a.at DESC, a.id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({ ...row, at: (row.at as Date).toISOString() }));
}

/** The members who may own leads (intake members and admins, disabled ones included), by name. */
export async function listAssignableMembers(pool: Pool): Promise<TAssignableMember[]> {
  const { rows } = await pool.query<TAssignableMember>(
    `SELECT id, name, email, role, available, disabled_at IS NOT NULL AS disabled
       FROM staff_accounts WHERE role IN ('intake', 'admin')
      ORDER BY disabled_at IS NOT NULL, lower(name), id`,
  );
  return rows;
}

/** A member as the checks of a rule or a reassignment see them. */
export type TMemberRow = {
  id: number;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
};

/** The accounts of these ids (any role, disabled ones included). */
export async function findMembers(db: TQueryable, ids: number[]): Promise<TMemberRow[]> {
  const { rows } = await db.query<TMemberRow>(
    `SELECT id, name, email, role, disabled_at IS NOT NULL AS disabled
       FROM staff_accounts WHERE id = ANY ($1::bigint[])`,
    [ids],
  );
  return rows;
}
