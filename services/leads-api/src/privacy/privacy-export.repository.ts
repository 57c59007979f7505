import type { TQueryable } from '@firm/shared/server/db';
import type { TStoredLead } from '@firm/shared/leads/stored-lead';

/** A lead of the person with its consent record. */
export type TExportLeadRow = TStoredLead & {
  consent_body: string | null;
  consent_locale: 'en' | 'es' | null;
};

/** The lead asked for and every lead with its phone key or e-mail (any case), oldest first. */
export async function findPersonLeads(db: TQueryable, leadId: number): Promise<TExportLeadRow[]> {
  const { rows } = await db.query<TExportLeadRow>(
    `WITH me AS (SELECT lead_phone_key(phone) AS phone_key, lower(email) AS email FROM leads WHERE id = $1)
     SELECT l.*, c.body AS consent_body, c.locale AS consent_locale
       FROM leads l CROSS JOIN me
       LEFT JOIN consent_texts c ON c.sha256 = l.consent_sha256
      WHERE l.id = $1
         OR (me.phone_key <> '' AND lead_phone_key(l.phone) = me.phone_key)
         OR (me.email IS NOT NULL AND lower(l.email) = me.email)
      ORDER BY l.received_at, l.id`,
    [leadId],
  );
  return rows;
}

/** One event of a lead's history, as the person may read it: no staff member, no internal note. */
export type TExportEventRow = {
  lead_id: number;
  kind: 'status' | 'call' | 'follow_up' | 'text' | 'correction';
  a: string | null;
  b: string | null;
  c: string | null;
  at: Date;
};

/**
 * The leads' histories: status changes (from, to), call attempts (channel, outcome), calls back set
 * (due), texts both ways (direction, body), corrections (field, before, after). Notes and the notes of
 * calls are the staff's own and may be about other people: left out.
 */
export async function listPersonEvents(
  db: TQueryable,
  leadIds: number[],
): Promise<TExportEventRow[]> {
  const { rows } = await db.query<TExportEventRow>(
    `SELECT lead_id, 'status' AS kind, from_status AS a, to_status AS b, NULL AS c, at
       FROM lead_status_changes WHERE lead_id = ANY($1::bigint[])
     UNION ALL
     SELECT lead_id, 'call', channel, outcome, NULL, at FROM lead_calls WHERE lead_id = ANY($1::bigint[])
     UNION ALL
     SELECT lead_id, 'follow_up', to_char(due_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), NULL,
            NULL, created_at
       FROM lead_follow_ups WHERE lead_id = ANY($1::bigint[])
     UNION ALL
     SELECT lead_id, 'text', direction, body, NULL, at FROM lead_texts WHERE lead_id = ANY($1::bigint[])
     UNION ALL
     SELECT lead_id, 'correction', field, before, after, at
       FROM lead_corrections WHERE lead_id = ANY($1::bigint[])
     ORDER BY at, kind`,
    [leadIds],
  );
  return rows;
}

/** What was delivered about the leads (kind, to what, when). */
export type TExportDeliveryRow = { lead_id: number; kind: string; target: string; sent_at: Date };

/** The leads' deliveries. */
export async function listPersonDeliveries(
  db: TQueryable,
  leadIds: number[],
): Promise<TExportDeliveryRow[]> {
  const { rows } = await db.query<TExportDeliveryRow>(
    `SELECT lead_id, kind, target, sent_at FROM deliveries
      WHERE lead_id = ANY($1::bigint[]) ORDER BY sent_at, id`,
    [leadIds],
  );
  return rows;
}

/** A click on the phone link. */
export type TExportCallClickRow = {
  occurred_at: Date;
  page_url: string | null;
  source: string | null;
  attribution: Record<string, string>;
};

/**
 * Clicks on the phone link that belong to the person as far as the data can tell (a click names no
 * lead): from a browser with the same first-touch cookie (`first_seen`) as one of the leads, or from
 * the same address with the same browser (user agent). An address alone is not enough: a household or
 * a shelter shares one, and another person's clicks must not show here.
 */
export async function listPersonCallClicks(
  db: TQueryable,
  match: { devices: { ip: string; userAgent: string }[]; firstSeen: string[] },
): Promise<TExportCallClickRow[]> {
  if (!match.devices.length && !match.firstSeen.length) return [];
  const { rows } = await db.query<TExportCallClickRow>(
    `SELECT e.occurred_at, e.page_url, e.source, e.attribution FROM call_events e
      WHERE e.attribution ->> 'first_seen' = ANY($3::text[])
         OR EXISTS (SELECT 1 FROM unnest($1::inet[], $2::text[]) AS d (ip, ua)
                     WHERE d.ip = e.ip AND d.ua = e.user_agent)
      ORDER BY e.occurred_at, e.id`,
    [
      match.devices.map((device) => device.ip),
      match.devices.map((device) => device.userAgent),
      match.firstSeen,
    ],
  );
  return rows;
}
