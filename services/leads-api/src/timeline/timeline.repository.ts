import type { Pool } from '@firm/shared/server/db';
import type {
  TCallChannel,
  TCallOutcome,
  TTextDirection,
  TTextPurpose,
} from '@firm/shared/staff/lead-timeline';

/** Who wrote an entry (null columns: the command line, or an account no longer there). */
export type TActorColumns = {
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
};

// The actor columns of an entry table aliased `x`, joined to the accounts as `s`.
const ACTOR = `s.id AS actor_id, s.name AS actor_name, s.email AS actor_email`;
const JOIN_ACTOR = (column: string) => `LEFT JOIN staff_accounts s ON s.id = x.${column}`;

/** How a lead came in: the first entry of its timeline. */
export type TReceivedRow = {
  received_at: Date;
  origin: 'web' | 'referral' | 'social_media';
  form_variant: string;
  section: string | null;
  page_url: string | null;
  message: string | null;
} & TActorColumns;

/** The lead's arrival (who typed it in, for the social-media form); null when there is no such lead. */
export async function findReceived(pool: Pool, leadId: number): Promise<TReceivedRow | null> {
  const { rows } = await pool.query<TReceivedRow>(
    `SELECT x.received_at, x.origin, x.form_variant, x.section, x.page_url, x.message, ${ACTOR}
       FROM leads x ${JOIN_ACTOR('entered_by_staff_id')} WHERE x.id = $1`,
    [leadId],
  );
  return rows[0] ?? null;
}

/** A status change. */
export type TStatusChangeRow = {
  id: number;
  from_status: string;
  to_status: string;
  note: string;
  at: Date;
} & TActorColumns;

/** A lead's status changes. */
export async function listStatusChanges(pool: Pool, leadId: number): Promise<TStatusChangeRow[]> {
  const { rows } = await pool.query<TStatusChangeRow>(
    `SELECT x.id, x.from_status, x.to_status, x.note, x.at, ${ACTOR}
       FROM lead_status_changes x ${JOIN_ACTOR('actor_id')} WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}

/** A delivery of a lead (e-mail or webhook; the acknowledgment to the lead). */
export type TDeliveryRow = {
  id: number;
  kind: 'intake_email' | 'webhook' | 'ops_alert' | 'ack_email';
  subject_key: string;
  target: string;
  detail: string | null;
  sent_at: Date;
};

/**
 * What was delivered of a lead. The acknowledgment text is left out: its text entry (`lead_texts`)
 * shows it, with what it said.
 */
export async function listDeliveries(pool: Pool, leadId: number): Promise<TDeliveryRow[]> {
  const { rows } = await pool.query<TDeliveryRow>(
    `SELECT id, kind, subject_key, target, detail, sent_at FROM deliveries WHERE lead_id = $1 AND kind <> 'ack_text' ORDER BY id`,
    [leadId],
  );
  return rows;
}

/** A re-send asked for. */
export type TResendRow = { id: number; requested_at: Date } & TActorColumns;

/** The re-sends asked for a lead. */
export async function listResends(pool: Pool, leadId: number): Promise<TResendRow[]> {
  const { rows } = await pool.query<TResendRow>(
    `SELECT x.id, x.requested_at, ${ACTOR}
       FROM lead_resends x ${JOIN_ACTOR('requested_by')} WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}

/** A note. */
export type TNoteRow = { id: number; body: string; at: Date } & TActorColumns;

/** A lead's notes. */
export async function listNotes(pool: Pool, leadId: number): Promise<TNoteRow[]> {
  const { rows } = await pool.query<TNoteRow>(
    `SELECT x.id, x.body, x.at, ${ACTOR}
       FROM lead_notes x ${JOIN_ACTOR('actor_id')} WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}

/** A call attempt with its outcome (and when it began, when it completes one begun from the page). */
export type TCallRow = {
  id: number;
  outcome: TCallOutcome;
  channel: TCallChannel;
  note: string;
  at: Date;
  started_at: Date | null;
} & TActorColumns;

/** A lead's call attempts. */
export async function listCalls(pool: Pool, leadId: number): Promise<TCallRow[]> {
  const { rows } = await pool.query<TCallRow>(
    `SELECT x.id, x.outcome, x.channel, x.note, x.at, d.at AS started_at, ${ACTOR}
       FROM lead_calls x ${JOIN_ACTOR('actor_id')}
       LEFT JOIN lead_call_drafts d ON d.id = x.draft_id
      WHERE x.lead_id = $1 ORDER BY x.id`,
    [leadId],
  );
  return rows;
}

/** A call begun from the lead page. */
export type TCallDraftRow = { id: number; channel: TCallChannel; at: Date } & TActorColumns;

/** A lead's calls begun from its page that nobody has completed with an outcome. */
export async function listOpenDrafts(pool: Pool, leadId: number): Promise<TCallDraftRow[]> {
  const { rows } = await pool.query<TCallDraftRow>(
    `SELECT x.id, x.channel, x.at, ${ACTOR}
       FROM lead_call_drafts x ${JOIN_ACTOR('actor_id')}
      WHERE x.lead_id = $1 AND NOT EXISTS (SELECT 1 FROM lead_calls c WHERE c.draft_id = x.id)
      ORDER BY x.id`,
    [leadId],
  );
  return rows;
}

/** A text message sent to or received from a lead. */
export type TTextRow = {
  id: number;
  direction: TTextDirection;
  purpose: TTextPurpose;
  body: string;
  at: Date;
};

/** A lead's text messages, both ways. */
export async function listTexts(pool: Pool, leadId: number): Promise<TTextRow[]> {
  const { rows } = await pool.query<TTextRow>(
    `SELECT id, direction, purpose, body, at FROM lead_texts WHERE lead_id = $1 ORDER BY id`,
    [leadId],
  );
  return rows;
}
