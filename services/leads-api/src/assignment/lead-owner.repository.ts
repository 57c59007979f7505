import type { PoolClient } from '@firm/shared/server/db';

type TQueryable = Pick<PoolClient, 'query'>;

/** Locks a lead for a change of owner; its owner's id (null: none), or undefined when there is no lead. */
export async function lockLeadOwner(
  client: TQueryable,
  leadId: number,
): Promise<{ owner_id: number | null } | undefined> {
  const { rows } = await client.query<{ owner_id: number | null }>(
    'SELECT owner_id FROM leads WHERE id = $1 FOR UPDATE',
    [leadId],
  );
  return rows[0];
}

/** Gives a lead to a member and records it on its timeline; the record's id and time. */
export async function reassignLead(
  client: TQueryable,
  change: { leadId: number; actorId: number; from: number | null; to: number },
): Promise<{ id: number; at: Date }> {
  await client.query('UPDATE leads SET owner_id = $2 WHERE id = $1', [change.leadId, change.to]);
  const { rows } = await client.query<{ id: number; at: Date }>(
    `INSERT INTO lead_assignments (lead_id, actor_id, from_staff_id, to_staff_id)
     VALUES ($1, $2, $3, $4) RETURNING id, at`,
    [change.leadId, change.actorId, change.from, change.to],
  );
  return rows[0]!;
}

/** The name of a member (their e-mail address when they have none); null when there is no account. */
export async function memberName(client: TQueryable, id: number): Promise<string | null> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT COALESCE(NULLIF(name, ''), email) AS name FROM staff_accounts WHERE id = $1`,
    [id],
  );
  return rows[0]?.name ?? null;
}

/** A lead given to another member, with the names of who gave it and of both members. */
export type TAssignmentRow = {
  id: number;
  at: Date;
  actor_id: number;
  actor_name: string | null;
  actor_email: string | null;
  from_id: number | null;
  from_name: string | null;
  to_id: number;
  to_name: string;
};

/** A lead's changes of owner, oldest first. */
export async function listLeadAssignments(
  db: TQueryable,
  leadId: number,
): Promise<TAssignmentRow[]> {
  const { rows } = await db.query<TAssignmentRow>(
    `SELECT x.id, x.at, x.actor_id, s.name AS actor_name, s.email AS actor_email,
            x.from_staff_id AS from_id, COALESCE(NULLIF(f.name, ''), f.email) AS from_name,
            x.to_staff_id AS to_id, COALESCE(NULLIF(t.name, ''), t.email) AS to_name
       FROM lead_assignments x
       JOIN staff_accounts s ON s.id = x.actor_id
       LEFT JOIN staff_accounts f ON f.id = x.from_staff_id
       JOIN staff_accounts t ON t.id = x.to_staff_id
      WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}
