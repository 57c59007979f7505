import type { TLocale } from '@firm/shared/i18n/locale';
import { AppError } from '@firm/shared/server/app-error';
import type { PoolClient } from '@firm/shared/server/db';
import { studioMessage } from '@firm/shared/studio/studio-messages';
import { changedPaths } from './document-diff';
import {
  findRevision,
  insertRevision,
  upsertHead,
  type TActor,
  type TItemRow,
  type TRevisionAction,
} from './documents.repository';
import { insertAudit } from './audit.repository';

/** A new revision of a document (its head moves to it), audited. Returns its number. */
export async function writeRevision(
  client: PoolClient,
  revision: {
    kind: string;
    key: string;
    document: unknown;
    head: TItemRow | null | undefined;
    action: TRevisionAction;
    restoredFrom: string | null;
    actor: TActor;
    at: Date;
  },
): Promise<number> {
  const { kind, key, document, head, action, restoredFrom, actor, at } = revision;
  const number = (head?.revision ?? 0) + 1;
  await upsertHead(client, { kind, key, revision: number, document, at });
  await insertRevision(client, {
    kind,
    key,
    revision: number,
    document,
    action,
    restoredFrom,
    changes: head ? changedPaths(head.document, document) : [],
    actor,
    at,
  });
  await insertAudit(client, {
    actor,
    action,
    kind,
    key,
    detail: { revision: number, ...(restoredFrom ? { restored_from: restoredFrom } : {}) },
    at,
  });
  return number;
}

/**
 * Optimistic concurrency: a change made from `baseRevision` while the head has moved on is refused
 * with a 409 naming who saved the head, when, and which revision it is (so the studio can show it and
 * the editor keeps their text).
 */
export async function assertBase(
  client: PoolClient,
  head: TItemRow,
  baseRevision: number,
  locale: TLocale,
): Promise<void> {
  if (head.revision === baseRevision) return;
  const latest = await findRevision(client, head.kind, head.key, head.revision);
  const name = latest?.actor_name ?? studioMessage(locale, latest ? 'theImport' : 'someoneElse');
  const when = (latest?.created_at ?? head.updated_at).toISOString();
  throw new AppError(
    'conflict',
    studioMessage(locale, 'staleRevision', { name, revision: head.revision, when }),
    {
      conflict: {
        revision: head.revision,
        baseRevision,
        saved_by: latest?.actor_id ? { id: latest.actor_id, name: latest.actor_name } : null,
        saved_at: when,
      },
    },
  );
}
