/**
 * The erasure of a person (issue 31 §3) as both its callers run it: the admins' manual erase
 * (leads-api) and the nightly retention run (the worker). The caller locks the person's leads
 * (`lockPersonLeads`), checks holds and its own rules, then calls {@link erasePersonLeads} in the same
 * transaction.
 */
import type { TQueryable } from '../db';
import { contactHash } from './contact-hash';
import {
  insertStub,
  scrubPerson,
  type TErasableLeadRow,
  type TPersonTraces,
} from './erasure.repository';

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** What identifies the person across the tables, from their leads. */
export function tracesOf(
  secret: string,
  leads: TErasableLeadRow[],
  requestId: number | null,
): TPersonTraces {
  const phoneKeys = unique(leads.map((lead) => lead.phone_key));
  const emailKeys = unique(leads.map((lead) => lead.email_key));
  return {
    leadIds: leads.map((lead) => lead.id),
    phoneKeys,
    emailKeys,
    hashedKeys: [
      ...phoneKeys.map((key) => ({
        channel: 'phone' as const,
        key,
        hash: contactHash(secret, 'phone', key),
      })),
      ...emailKeys.map((key) => ({
        channel: 'email' as const,
        key,
        hash: contactHash(secret, 'email', key),
      })),
    ],
    devices: leads
      .filter((lead) => lead.ip !== null && lead.user_agent !== null)
      .map((lead) => ({ ip: lead.ip!, userAgent: lead.user_agent! })),
    firstSeen: unique(leads.map((lead) => lead.first_seen)),
    requestId,
  };
}

/** Who erases and why. */
export type TErasureOrder = {
  /** keys the stub's hashes (`PRIVACY_HASH_SECRET`) */
  secret: string;
  /** the staff member; null: the retention run */
  actorId: number | null;
  reason: string;
  requestId: number | null;
  /** the form of the lead the erasure was asked on */
  formVariant: string;
};

/**
 * Removes every personal datum of these (locked, not yet erased) leads from every table and writes the
 * conflict stub, in the caller's transaction.
 * @returns the erased lead ids, the stub's id and time
 */
export async function erasePersonLeads(
  db: TQueryable,
  leads: TErasableLeadRow[],
  order: TErasureOrder,
): Promise<{ leadIds: number[]; erasureId: number; erasedAt: Date }> {
  const traces = tracesOf(order.secret, leads, order.requestId);
  await scrubPerson(db, traces);
  const stub = await insertStub(db, {
    phoneHashes: traces.hashedKeys.filter((k) => k.channel === 'phone').map((k) => k.hash),
    emailHashes: traces.hashedKeys.filter((k) => k.channel === 'email').map((k) => k.hash),
    formVariant: order.formVariant,
    actorId: order.actorId,
    reason: order.reason,
    requestId: order.requestId,
    leadIds: traces.leadIds,
  });
  return { leadIds: traces.leadIds, erasureId: stub.id, erasedAt: stub.erased_at };
}
