import type { z } from 'zod';
import { ZStoredLeadSchema } from '@firm/shared/leads/stored-lead';
import { storableText } from '@firm/shared/text/storable';

// What leads-api writes: a row of `leads` without the columns the database fills itself (the
// first contact is set by the timeline's trigger, migration 213; the owner is chosen in the insert
// statement, `leads.repository.ts`). "Do not contact" is set by the database as the lead is inserted,
// when its phone or e-mail is on the list (migration 215).
const ZLeadRecordSchema = ZStoredLeadSchema.omit({
  id: true,
  received_at: true,
  status: true,
  first_contacted_at: true,
  do_not_contact_at: true,
  do_not_contact_reason: true,
  owner_id: true,
});

/**
 * A lead as leads-api writes it: a row of `leads` (the shared stored lead) but id, received_at, status,
 * first_contacted_at, do-not-contact and owner_id.
 */
export type TLeadRecord = z.infer<typeof ZLeadRecordSchema>;

/** The columns only the staff's social-media form fills (null for every other lead). */
export type TSocialFields = Pick<
  TLeadRecord,
  | 'agent'
  | 'social_source'
  | 'lead_type'
  | 'conversation_link'
  | 'can_call_now'
  | 'pc_referral'
  | 'pc_video_call'
>;

/** The social-media columns of every other lead. */
export const NO_SOCIAL_FIELDS: TSocialFields = {
  agent: null,
  social_source: null,
  lead_type: null,
  conversation_link: null,
  can_call_now: null,
  pc_referral: null,
  pc_video_call: null,
};

/** Column names of `leads` that leads-api writes, in table order ({@link leadValues} follows it). */
export const LEAD_COLUMNS = ZLeadRecordSchema.keyof().options;

/** One column of `leads` as written by leads-api. */
export type TLeadColumn = keyof TLeadRecord;

// A NUL or a lone surrogate in a free-form field (the client's time, the page URL, the
// attribution) would fail the whole insert and lose the lead: they are made storable instead.
function scrubbed(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), scrubbed(item)]),
    );
  }
  return value;
}

/** A record ready to store: every free-form text made storable (attribution as an object, for JSON input). */
export function leadRow(lead: TLeadRecord): Record<TLeadColumn, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of LEAD_COLUMNS) row[column] = scrubbed(lead[column]);
  return row as Record<TLeadColumn, unknown>;
}

/** The values of a record, in {@link LEAD_COLUMNS} order (attribution as JSON text), for positional parameters. */
export function leadValues(lead: TLeadRecord): unknown[] {
  const row = leadRow(lead);
  return LEAD_COLUMNS.map((column) =>
    column === 'attribution' ? JSON.stringify(row.attribution) : row[column],
  );
}

/** `($1, $2, ...)` placeholders for the `index`-th row of a multi-row insert. */
export function leadPlaceholders(index = 0): string {
  const offset = index * LEAD_COLUMNS.length;
  return `(${LEAD_COLUMNS.map((_, i) => `$${offset + i + 1}`).join(', ')})`;
}
