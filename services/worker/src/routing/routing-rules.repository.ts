import type { Pool } from '@firm/shared/server/db';
import type { TRoutingRule } from '@firm/shared/staff/routing-rules';

/**
 * The admins' routing rules, read for every lead notified (a handful of rows): a change applies to the
 * very next lead, on every worker instance, with no cache to invalidate.
 */
export async function loadRoutingRules(pool: Pool): Promise<TRoutingRule[]> {
  const { rows } = await pool.query<TRoutingRule>(
    `SELECT id, channel, form_variant AS "formVariant", section_prefix AS "sectionPrefix", situation, targets
       FROM routing_rules`,
  );
  return rows;
}
