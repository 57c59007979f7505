import type { TQueryable } from '../db';
import { ERASED_TEXT } from '../../privacy/erasure';
import { TEXT_OPT_OUT_REASON } from '../../leads/contact-preferences';

/** A lead of the person to erase, locked. */
export type TErasableLeadRow = {
  id: number;
  phone_key: string;
  email_key: string | null;
  form_variant: string;
  ip: string | null;
  user_agent: string | null;
  first_seen: string | null;
  erased: boolean;
};

/**
 * The lead and every lead with its phone key or e-mail key, locked, oldest first; with whether each
 * is already erased.
 */
export async function lockPersonLeads(db: TQueryable, leadId: number): Promise<TErasableLeadRow[]> {
  const { rows } = await db.query<TErasableLeadRow>(
    `WITH me AS (SELECT lead_phone_key(phone) AS phone_key, lead_email_key(email) AS email_key
                   FROM leads WHERE id = $1)
     SELECT l.id, lead_phone_key(l.phone) AS phone_key, lead_email_key(l.email) AS email_key,
            l.form_variant, host(l.ip) AS ip, l.user_agent, l.attribution ->> 'first_seen' AS first_seen,
            EXISTS (SELECT 1 FROM lead_erasures e WHERE e.lead_id = l.id) AS erased
       FROM leads l CROSS JOIN me
      WHERE l.id = $1
         OR (me.phone_key <> '' AND lead_phone_key(l.phone) = me.phone_key)
         OR (me.email_key IS NOT NULL AND lead_email_key(l.email) = me.email_key)
      ORDER BY l.received_at, l.id
      FOR UPDATE OF l`,
    [leadId],
  );
  return rows;
}

/** A standing legal hold. */
export type THoldRow = {
  lead_id: number;
  reason: string;
  placed_at: Date;
  placed_by: number;
  placed_by_name: string | null;
};

/** The standing holds of these leads. */
export async function standingHolds(db: TQueryable, leadIds: number[]): Promise<THoldRow[]> {
  const { rows } = await db.query<THoldRow>(
    `SELECT h.lead_id, h.reason, h.placed_at, h.placed_by, s.name AS placed_by_name
       FROM lead_legal_holds h LEFT JOIN staff_accounts s ON s.id = h.placed_by
      WHERE h.lead_id = ANY($1::bigint[]) AND h.lifted_at IS NULL ORDER BY h.placed_at, h.id`,
    [leadIds],
  );
  return rows;
}

/** Places a hold; false when one already stands. */
export async function insertHold(
  db: TQueryable,
  hold: { leadId: number; reason: string; actorId: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO lead_legal_holds (lead_id, reason, placed_by) VALUES ($1, $2, $3)
     ON CONFLICT (lead_id) WHERE lifted_at IS NULL DO NOTHING`,
    [hold.leadId, hold.reason, hold.actorId],
  );
  return (rowCount ?? 0) > 0;
}

/** Lifts the standing hold; false when none stands. */
export async function liftHold(
  db: TQueryable,
  lift: { leadId: number; reason: string; actorId: number },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE lead_legal_holds SET lifted_at = now(), lifted_by = $3, lift_reason = $2
      WHERE lead_id = $1 AND lifted_at IS NULL`,
    [lift.leadId, lift.reason, lift.actorId],
  );
  return (rowCount ?? 0) > 0;
}

/** Locks a lead; false when there is no such lead. */
export async function lockLead(db: TQueryable, leadId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM leads WHERE id = $1 FOR UPDATE', [leadId]);
  return (rowCount ?? 0) > 0;
}

/** Whether the lead is erased. */
export async function isErased(db: TQueryable, leadId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM lead_erasures WHERE lead_id = $1', [leadId]);
  return (rowCount ?? 0) > 0;
}

/** The conflict stub to write. */
export type TStubInput = {
  phoneHashes: string[];
  emailHashes: string[];
  formVariant: string;
  /** the staff member who erased; null for the retention run (then `reason` names its rule) */
  actorId: number | null;
  reason: string;
  requestId: number | null;
  leadIds: number[];
};

/** Writes the conflict stub and each lead's tombstone mark; the stub's id and time. */
export async function insertStub(
  db: TQueryable,
  stub: TStubInput,
): Promise<{ id: number; erased_at: Date }> {
  const { rows } = await db.query<{ id: number; erased_at: Date }>(
    `INSERT INTO erased_contacts
            (phone_hashes, email_hashes, form_variant, erased_by, reason, request_id, lead_count,
             erased_by_process)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $4::bigint IS NULL THEN 'retention' END)
     RETURNING id, erased_at`,
    [
      stub.phoneHashes,
      stub.emailHashes,
      stub.formVariant,
      stub.actorId,
      stub.reason,
      stub.requestId,
      stub.leadIds.length,
    ],
  );
  const erasure = rows[0]!;
  await db.query(
    `INSERT INTO lead_erasures (lead_id, erasure_id, erased_at, erased_by, reason, erased_by_process)
     SELECT id, $2, $3, $4, $5, CASE WHEN $4::bigint IS NULL THEN 'retention' END
       FROM unnest($1::bigint[]) AS id`,
    [stub.leadIds, erasure.id, erasure.erased_at, stub.actorId, stub.reason],
  );
  return erasure;
}

/** What identifies the person in the tables that name no lead. */
export type TPersonTraces = {
  leadIds: number[];
  phoneKeys: string[];
  emailKeys: string[];
  /** each phone key and e-mail key with its keyed hash, for the do-not-contact list */
  hashedKeys: { channel: 'phone' | 'email'; key: string; hash: string }[];
  devices: { ip: string; userAgent: string }[];
  firstSeen: string[];
  requestId: number | null;
};

const ERASED = ERASED_TEXT;

/**
 * Removes the person's data from every table, in the caller's transaction: the leads' personal fields,
 * answers, address, browser and attribution; the timeline's free text (notes, calls' notes, texts,
 * corrections, do-not-contact reasons); the deliveries' bodies and the lead's own addresses; the dead
 * letters' errors and any payload value but numbers; the privacy requests about the person; the
 * do-not-contact list's entries (kept, keyed by hash); rate-limit counters; call clicks of the
 * person's browser. The lead rows stay as tombstones (status, dates, form, language).
 */
export async function scrubPerson(db: TQueryable, traces: TPersonTraces): Promise<void> {
  const ids = traces.leadIds;
  await db.query(`SET LOCAL firm.erasing = 'on'`);
  await db.query(
    `UPDATE leads SET name = '', email = NULL, phone = '', message = NULL, section = NULL,
            situation = NULL, married = NULL, stay = NULL, client_time = NULL, agent = NULL,
            conversation_link = NULL, page_url = NULL, source = NULL, attribution = '{}'::jsonb,
            ip = NULL, user_agent = NULL, contact_call_hours = NULL,
            contact_call = CASE WHEN contact_call = 'hours' THEN NULL ELSE contact_call END,
            do_not_contact_reason = CASE WHEN do_not_contact_reason IS NULL OR do_not_contact_reason = $2
                                         THEN do_not_contact_reason ELSE $3 END
      WHERE id = ANY($1::bigint[])`,
    [ids, TEXT_OPT_OUT_REASON, ERASED],
  );
  await db.query(`UPDATE lead_notes SET body = $2 WHERE lead_id = ANY($1::bigint[])`, [
    ids,
    ERASED,
  ]);
  for (const table of ['lead_status_changes', 'lead_calls', 'lead_follow_ups'])
    await db.query(`UPDATE ${table} SET note = '' WHERE lead_id = ANY($1::bigint[])`, [ids]);
  await db.query(`UPDATE lead_texts SET body = '' WHERE lead_id = ANY($1::bigint[])`, [ids]);
  await db.query(
    `UPDATE lead_corrections SET before = NULL, after = NULL, reason = $2
      WHERE lead_id = ANY($1::bigint[])`,
    [ids, ERASED],
  );
  await db.query(
    `UPDATE lead_do_not_contact_changes SET reason = $2
      WHERE lead_id = ANY($1::bigint[]) AND reason <> $3`,
    [ids, ERASED, TEXT_OPT_OUT_REASON],
  );
  for (const { channel, key, hash } of traces.hashedKeys)
    await db.query(
      `UPDATE do_not_contact_entries
          SET contact_key = $3,
              reason = CASE WHEN reason = $4 THEN reason ELSE $5 END,
              lift_reason = CASE WHEN lift_reason IS NULL THEN NULL ELSE $5 END
        WHERE channel = $1 AND contact_key = $2`,
      [channel, key, `hmac:${hash}`, TEXT_OPT_OUT_REASON, ERASED],
    );
  await db.query(
    `UPDATE deliveries
        SET detail = NULL,
            target = CASE WHEN kind IN ('ack_email', 'ack_text') OR lower(target) = ANY($2::text[])
                            OR right(regexp_replace(target, '\\D', '', 'g'), 10) = ANY($3::text[])
                          THEN 'erased:' || id ELSE target END
      WHERE lead_id = ANY($1::bigint[])`,
    [ids, traces.emailKeys, traces.phoneKeys],
  );
  await db.query(
    `UPDATE delivery_claims
        SET last_error = NULL,
            target = CASE WHEN kind IN ('ack_email', 'ack_text') OR lower(target) = ANY($2::text[])
                            OR right(regexp_replace(target, '\\D', '', 'g'), 10) = ANY($3::text[])
                          THEN 'erased:' || subject_key || ':' || kind ELSE target END
      WHERE subject_key = ANY($1::text[])
         OR EXISTS (SELECT 1 FROM unnest($1::text[]) AS k WHERE subject_key LIKE k || '-%')`,
    [ids.map((id) => `lead-${id}`), traces.emailKeys, traces.phoneKeys],
  );
  await db.query(
    `UPDATE dead_letters
        SET error = CASE WHEN error IS NULL THEN NULL ELSE $2 END,
            payload = CASE WHEN jsonb_typeof(payload) = 'object'
                           THEN coalesce((SELECT jsonb_object_agg(key, value) FROM jsonb_each(payload)
                                           WHERE jsonb_typeof(value) IN ('number', 'boolean')),
                                         '{}'::jsonb)
                           ELSE 'null'::jsonb END
      WHERE lead_id = ANY($1::bigint[])`,
    [ids, ERASED],
  );
  await scrubRequests(db, traces);
  await db.query(
    `DELETE FROM rate_limit_hits
      WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) AS k WHERE k <> '' AND rate_limit_hits.key LIKE '%' || k || '%')`,
    [[...traces.phoneKeys, ...traces.emailKeys]],
  );
  await db.query(
    `UPDATE call_events e SET ip = NULL, user_agent = NULL, attribution = '{}'::jsonb
      WHERE e.attribution ->> 'first_seen' = ANY($3::text[])
         OR EXISTS (SELECT 1 FROM unnest($1::inet[], $2::text[]) AS d (ip, ua)
                     WHERE d.ip = e.ip AND d.ua = e.user_agent)`,
    [
      traces.devices.map((device) => device.ip),
      traces.devices.map((device) => device.userAgent),
      traces.firstSeen,
    ],
  );
}

/** The privacy requests about the person: who asked, how identified, notes and outcome go. */
async function scrubRequests(db: TQueryable, traces: TPersonTraces): Promise<void> {
  if (traces.requestId !== null)
    await db.query(
      `INSERT INTO privacy_request_leads (request_id, lead_id)
       SELECT $1, id FROM unnest($2::bigint[]) AS id ON CONFLICT DO NOTHING`,
      [traces.requestId, traces.leadIds],
    );
  await db.query(
    `UPDATE privacy_requests r
        SET requester = $2,
            identity_check = CASE WHEN identity_check = '' THEN '' ELSE $2 END,
            note = CASE WHEN note = '' THEN '' ELSE $2 END,
            outcome = CASE WHEN outcome = '' THEN '' ELSE $2 END,
            extension_reason = CASE WHEN extension_reason IS NULL THEN NULL ELSE $2 END
      WHERE EXISTS (SELECT 1 FROM privacy_request_leads x
                     WHERE x.request_id = r.id AND x.lead_id = ANY($1::bigint[]))`,
    [traces.leadIds, ERASED],
  );
}

/**
 * The latest erasure on request whose stub holds one of these hashes, or null (the retention run's
 * stubs are left out: nobody asked for those).
 */
export async function findStubMatch(
  db: TQueryable,
  hashes: { phone: string | null; email: string | null },
): Promise<Date | null> {
  if (!hashes.phone && !hashes.email) return null;
  const { rows } = await db.query<{ erased_at: Date | null }>(
    `SELECT max(erased_at) AS erased_at FROM erased_contacts
      WHERE erased_by_process IS NULL
        AND (($1::text IS NOT NULL AND phone_hashes @> ARRAY[$1::text])
          OR ($2::text IS NOT NULL AND email_hashes @> ARRAY[$2::text]))`,
    [hashes.phone, hashes.email],
  );
  return rows[0]?.erased_at ?? null;
}

/** A lead's erasure mark with the name of the member who erased it, or null. */
export async function findErasure(
  db: TQueryable,
  leadId: number,
): Promise<{
  erased_at: Date;
  reason: string;
  erased_by: number;
  erased_by_name: string | null;
} | null> {
  const { rows } = await db.query<{
    erased_at: Date;
    reason: string;
    erased_by: number;
    erased_by_name: string | null;
  }>(
    `SELECT e.erased_at, e.reason, e.erased_by, s.name AS erased_by_name
       FROM lead_erasures e LEFT JOIN staff_accounts s ON s.id = e.erased_by
      WHERE e.lead_id = $1`,
    [leadId],
  );
  return rows[0] ?? null;
}
