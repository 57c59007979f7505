/**
 * A lead's timeline (issue 27 §2): everything that happened to it, newest first — received, delivered,
 * status changes, notes, call attempts and re-sends — each with who and when. Nothing a member writes is
 * edited afterwards: a correction is a new entry.
 */
import type { LEAD_ORIGINS } from '../leads/stored-lead';
import type { TStaffActor } from './lead-detail';

/** What a call attempt came to: no answer · voicemail left · talked · wrong number · do not call. */
export const CALL_OUTCOMES = [
  'no_answer',
  'voicemail',
  'talked',
  'wrong_number',
  'do_not_call',
] as const;

/** A call attempt's outcome. */
export type TCallOutcome = (typeof CALL_OUTCOMES)[number];

/** Narrows a posted value to an outcome. */
export function isCallOutcome(value: unknown): value is TCallOutcome {
  return (CALL_OUTCOMES as readonly unknown[]).includes(value);
}

/** How the member reached out: the phone's dialer or a WhatsApp chat. */
export const CALL_CHANNELS = ['phone', 'whatsapp'] as const;

/** A call attempt's channel. */
export type TCallChannel = (typeof CALL_CHANNELS)[number];

/** Narrows a posted value to a channel. */
export function isCallChannel(value: unknown): value is TCallChannel {
  return (CALL_CHANNELS as readonly unknown[]).includes(value);
}

/** The longest note (and call note) a member may write. */
export const LEAD_NOTE_MAX_LENGTH = 2000;

/** Which way a text went: sent by the firm, or received from the lead. */
export type TTextDirection = 'out' | 'in';

/** Why a text was sent (the acknowledgment), or what a received one was: an opt-out word or a reply. */
export type TTextPurpose = 'acknowledgment' | 'opt-out' | 'reply';

/** What every entry carries: a key unique in the timeline, when, and who (null: the site itself). */
type TEntryBase = { key: string; at: string; actor: TStaffActor | null };

/** One entry of the timeline. */
export type TTimelineEntry = TEntryBase &
  (
    | {
        kind: 'received';
        origin: (typeof LEAD_ORIGINS)[number];
        form: string;
        seccion: string | null;
        pageUrl: string | null;
      }
    | {
        kind: 'delivery';
        /** `ack_email`: the acknowledgment e-mailed to the lead (issue 29 §2). */
        channel: 'intake_email' | 'webhook' | 'ops_alert' | 'ack_email';
        target: string;
        detail: string | null;
        resend: boolean;
      }
    | { kind: 'status'; from: string; to: string; note: string }
    | { kind: 'note'; body: string }
    | {
        kind: 'call';
        outcome: TCallOutcome;
        note: string;
        channel: TCallChannel;
        /** When the member pressed Llamar or WhatsApp, when the attempt began there. */
        startedAt: string | null;
      }
    | {
        /** A call or chat begun from the lead page whose outcome nobody has recorded yet. */
        kind: 'call-draft';
        draftId: number;
        channel: TCallChannel;
      }
    | { kind: 'resend' }
    | {
        /** "Llamar de nuevo": a call a member set for a time (`at` is when it was set). */
        kind: 'follow-up';
        followUpId: number;
        dueAt: string;
        note: string;
        /** When it was done (a call logged after it, or marked done); null while it waits. */
        doneAt: string | null;
        doneReason: 'contact' | 'marked' | null;
      }
    | {
        /** The lead given to another member from its page (issue 29 §3); `from` null: it had no owner. */
        kind: 'assigned';
        from: { id: number; name: string } | null;
        to: { id: number; name: string };
      }
    | {
        /** A text message: one the firm sent (`out`) or a lead's reply through the provider (`in`). */
        kind: 'text';
        direction: TTextDirection;
        purpose: TTextPurpose;
        body: string;
      }
    | {
        /** Marked "do not contact" (with its phone and e-mail) or the mark lifted, and why (issue 31 §1). */
        kind: 'do-not-contact';
        action: 'marked' | 'lifted';
        reason: string;
      }
    | {
        /** A correction of the lead's data (issue 31 §3), with what it was and what it became. */
        kind: 'correction';
        field: 'name' | 'email' | 'phone' | 'message';
        before: string | null;
        after: string | null;
        reason: string;
      }
  );

/** The kinds of entry. */
export type TTimelineKind = TTimelineEntry['kind'];

/** The timeline's answer (`GET /api/staff/leads/:id/timeline`). */
export type TLeadTimeline = { entries: TTimelineEntry[] };
