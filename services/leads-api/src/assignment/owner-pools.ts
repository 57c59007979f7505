import type { Pool } from '@firm/shared/server/db';
import type { TAssignmentRule } from '@firm/shared/staff/assignment-rules';
import { mostSpecificRule, type TRoutedLead } from '@firm/shared/staff/routing-rules';
import { listAssignmentRules } from './assignment.repository';

/** The assignment rules a new lead's owner is looked for in, kept in memory between leads. */
export type TOwnerPools = {
  /** The rules to try for a lead, in order: the deciding rule, then the default pool. */
  rulesFor(lead: TRoutedLead): Promise<number[]>;
  /** Forget the rules read (a rule changed on this instance). */
  invalidate(): void;
};

/** How long the rules read stay in use on an instance where no rule changed. @defaultValue 5 s */
export const OWNER_RULES_TTL_MS = 5_000;

/**
 * The rules for each lead without a query per lead (the lead insert stays one round trip): read once,
 * then again after a change made on this instance, or after `ttlMs` for a change made on another one.
 * The rules' members are not cached: the insert reads them with the rule, so only a rule's conditions
 * can be that late.
 */
export function ownerPools(pool: Pool, ttlMs = OWNER_RULES_TTL_MS): TOwnerPools {
  let cached: { rules: Promise<TAssignmentRule[]>; at: number } | null = null;
  const rules = () => {
    if (!cached || Date.now() - cached.at > ttlMs) {
      const read = listAssignmentRules(pool);
      cached = { rules: read, at: Date.now() };
      // a failed read is not kept: the next lead asks again
      read.catch(() => {
        cached = null;
      });
    }
    return cached.rules;
  };
  return {
    async rulesFor(lead) {
      // unreadable rules never cost a lead: the insert still gives it to an available member
      const all = await rules().catch(() => []);
      const deciding = mostSpecificRule(all, lead);
      const defaults = mostSpecificRule(
        all.filter((rule) => !rule.formVariant && !rule.situation && !rule.locale),
        lead,
      );
      return [...new Set([deciding?.id, defaults?.id].filter((id) => id !== undefined))];
    },
    invalidate() {
      cached = null;
    },
  };
}
