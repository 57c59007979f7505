import type { TQueryable } from '@firm/shared/server/db';

/**
 * The standing "do not contact" entry of an erased person whose keyed hashes (the text[] parameter
 * `hashesParam`, raw hex as `leadContactHashList` gives) include the lead's phone or e-mail: the
 * oldest gives the time and the reason (an erasure keeps the entry as `hmac:<hex>`, migration 217's
 * scrub; the database cannot hash, so the caller passes the hashes).
 */
export function hashedEntrySql(column: 'at' | 'reason', hashesParam: string): string {
  return `(SELECT e.${column} FROM do_not_contact_entries e
            WHERE e.lifted_at IS NULL
              AND e.contact_key IN (SELECT 'hmac:' || h FROM unnest(${hashesParam}::text[]) AS h)
            ORDER BY e.at, e.id LIMIT 1)`;
}

/**
 * The latest conflict stub holding one of the hashes (`id`, `erased_at`), as a lateral subquery
 * (migration 222 keeps a lead's match for the intake e-mail).
 */
export function latestStubSql(hashesParam: string): string {
  return `(SELECT s.id, s.erased_at FROM erased_contacts s
            WHERE s.phone_hashes && ${hashesParam}::text[] OR s.email_hashes && ${hashesParam}::text[]
            ORDER BY s.erased_at DESC, s.id DESC LIMIT 1)`;
}

/**
 * After a lead is stored (a referral of a batch): marks it "do not contact" from an erased person's
 * hashed entry, unless it took a mark already, and notes its match to a conflict stub.
 * @param hashes - the keyed hashes of its phone and e-mail
 */
export async function applyErasedContactTraces(
  db: TQueryable,
  leadId: number,
  hashes: readonly string[],
): Promise<void> {
  if (!hashes.length) return;
  await db.query(
    `UPDATE leads SET do_not_contact_at = ${hashedEntrySql('at', '$2')},
                      do_not_contact_reason = ${hashedEntrySql('reason', '$2')}
      WHERE id = $1 AND do_not_contact_at IS NULL AND ${hashedEntrySql('at', '$2')} IS NOT NULL`,
    [leadId, hashes],
  );
  await db.query(
    `INSERT INTO lead_erased_contact_matches (lead_id, erasure_id, erased_at)
     SELECT $1, stub.id, stub.erased_at FROM ${latestStubSql('$2')} AS stub
     ON CONFLICT (lead_id) DO NOTHING`,
    [leadId, hashes],
  );
}
