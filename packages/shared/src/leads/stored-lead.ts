import { z } from 'zod';
import { CALL_SAFETY } from './contact-preferences';

/** Where a lead came in: a site form, a referral batch or the staff's social-media form. */
export const LEAD_ORIGINS = ['web', 'referral', 'social_media'] as const;

/**
 * A row of `leads` (infra/migrations/200_leads_core.sql), columns in table order, as node-postgres
 * reads it through the shared pool (`@firm/shared/server/db`: bigint ids as numbers, `timestamptz`
 * as a Date, `inet` as text, `jsonb` parsed). leads-api writes it, the worker notifies it, the
 * browser tests check it. Column comments name the SPEC §3 wire field each one stores.
 */
export const ZStoredLeadSchema = z.object({
  id: z.number().int().positive(),
  origin: z.enum(LEAD_ORIGINS),
  form_variant: z.string(),
  locale: z.enum(['en', 'es']),
  /** nombre, after the server's sanitizing (like every text field below). */
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  /** mensaje */
  message: z.string().nullable(),
  /** checkbox */
  consent: z.boolean(),
  /** seccion, with the campaign source appended. */
  section: z.string().nullable(),
  /** situacion */
  situation: z.string().nullable(),
  /** casado */
  married: z.string().nullable(),
  /** estancia */
  stay: z.string().nullable(),
  /** fecha_hora exactly as the client sent it. */
  client_time: z.string().nullable(),
  /** agente (social-media form only, like the six columns below). */
  agent: z.string().nullable(),
  /** source */
  social_source: z.string().nullable(),
  /** tipo */
  lead_type: z.string().nullable(),
  /** link */
  conversation_link: z.string().nullable(),
  /** hora */
  can_call_now: z.boolean().nullable(),
  /** pc_referido */
  pc_referral: z.boolean().nullable(),
  /** pc_videollamada */
  pc_video_call: z.boolean().nullable(),
  page_url: z.string().nullable(),
  /** The campaign source label ('google', 'facebook ads'); null for a direct visit. */
  source: z.string().nullable(),
  /** First-touch attribution (utm_*, click ids, referrer, landing_path, first_seen); `{}` when unknown. */
  attribution: z.record(z.string(), z.string()),
  /** SHA-256 of the consent text agreed to (TCPA evidence). */
  consent_sha256: z.string().nullable(),
  consent_version: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  received_at: z.date(),
  status: z.string(),
  is_spam: z.boolean(),
  idempotency_key: z.string().nullable(),
  referral_batch_id: z.number().int().positive().nullable(),
  /** The staff account that typed the lead in (social-media form); null for visitors' leads. */
  entered_by_staff_id: z.number().int().positive().nullable(),
  /** Is it safe to call (the safety questions of the humanitarian visa forms, issue 29 §1). */
  contact_call: z.enum(CALL_SAFETY).nullable(),
  /** The safe hours to call, when `contact_call` is 'hours'. */
  contact_call_hours: z.string().nullable(),
  /** May the firm leave a voicemail. */
  contact_voicemail: z.boolean().nullable(),
  /** May the firm send texts or WhatsApp messages. */
  contact_texts: z.boolean().nullable(),
  /** When the lead or the firm said "do not contact" (no automatic message after it). */
  do_not_contact_at: z.date().nullable(),
  do_not_contact_reason: z.string().nullable(),
  /** The member who answers for the lead (issue 29 §3), chosen as it is stored; null only without any intake member. */
  owner_id: z.number().int().positive().nullable(),
  /**
   * When the first contact is due, in office time (issue 29 §4); null: no clock (spam, a referred person
   * who did not ask, a lead stored before the clock).
   */
  first_contact_due_at: z.date().nullable(),
  /** When the worker next alerts about the lead (its due time, then the escalation); null: no more. */
  first_contact_alert_at: z.date().nullable(),
  /** When a member first wrote a note, logged or began a call, or changed the status: the clock stops. */
  first_contacted_at: z.date().nullable(),
});
export type TStoredLead = z.infer<typeof ZStoredLeadSchema>;

/** A stored lead with the referrer of its referral batch (both null outside a batch). */
export const ZLeadWithReferrerSchema = ZStoredLeadSchema.extend({
  referrer_name: z.string().nullable(),
  referrer_phone: z.string().nullable(),
});
export type TLeadWithReferrer = z.infer<typeof ZLeadWithReferrerSchema>;
