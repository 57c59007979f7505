import type { TLocale } from '@firm/shared/i18n/locale';
import { withTransaction, type Pool, type PoolClient } from '@firm/shared/server/db';

type TQueryable = Pick<PoolClient, 'query'>;

/** One audited change of an admin's rule (before: null when created; after: null when deleted). */
export type TRuleAudit<TView> = {
  actorId: number;
  ruleId: number;
  action: 'rule.created' | 'rule.updated' | 'rule.deleted';
  before: TView | null;
  after: TView | null;
};

/**
 * Where a kind of admin rule is kept (routing rules, assignment rules): its repository's SQL, its audit
 * trail and its "no such rule" answer. The changes below hold what every kind shares: one transaction,
 * the rule locked before a change, and an audit row with what it was and what it became.
 */
export type TAuditedRuleStore<TFields, TView extends { id: number }> = {
  insert(client: TQueryable, fields: TFields, actorId: number): Promise<TView>;
  update(client: TQueryable, id: number, fields: TFields, actorId: number): Promise<TView>;
  lock(client: TQueryable, id: number): Promise<TView | null>;
  remove(client: TQueryable, id: number): Promise<void>;
  audit(client: TQueryable, entry: TRuleAudit<TView>): Promise<void>;
  /** @throws AppError not_found (404) in the member's language */
  notFound(locale: TLocale): never;
};

/** Adds a checked rule, audited. */
export function addAuditedRule<TFields, TView extends { id: number }>(
  pool: Pool,
  store: TAuditedRuleStore<TFields, TView>,
  actorId: number,
  fields: TFields,
): Promise<TView> {
  return withTransaction(pool, async (client) => {
    const rule = await store.insert(client, fields, actorId);
    await store.audit(client, {
      actorId,
      ruleId: rule.id,
      action: 'rule.created',
      before: null,
      after: rule,
    });
    return rule;
  });
}

/** Replaces a rule with checked fields, audited with what it was. @throws AppError 404 for no such rule */
export function editAuditedRule<TFields, TView extends { id: number }>(
  pool: Pool,
  store: TAuditedRuleStore<TFields, TView>,
  change: { actorId: number; id: number; fields: TFields; locale: TLocale },
): Promise<TView> {
  const { actorId, id, locale } = change;
  if (!Number.isSafeInteger(id) || id < 1) store.notFound(locale);
  return withTransaction(pool, async (client) => {
    const before = await store.lock(client, id);
    if (!before) store.notFound(locale);
    const after = await store.update(client, id, change.fields, actorId);
    await store.audit(client, { actorId, ruleId: id, action: 'rule.updated', before, after });
    return after;
  });
}

/** Deletes a rule, audited with what it was. @throws AppError 404 for no such rule */
export async function removeAuditedRule<TFields, TView extends { id: number }>(
  pool: Pool,
  store: TAuditedRuleStore<TFields, TView>,
  change: { actorId: number; id: number; locale: TLocale },
): Promise<void> {
  const { actorId, id, locale } = change;
  if (!Number.isSafeInteger(id) || id < 1) store.notFound(locale);
  await withTransaction(pool, async (client) => {
    const before = await store.lock(client, id);
    if (!before) store.notFound(locale);
    await store.remove(client, id);
    await store.audit(client, { actorId, ruleId: id, action: 'rule.deleted', before, after: null });
  });
}
