import { NO_CONTACT_PREFERENCES } from '@firm/shared/leads/contact-preferences';
import { CONSENT_VERSION } from '@firm/shared/forms/consent';
import type { Pool } from '@firm/shared/server/db';
import { SECCION, withSource } from '@firm/shared/forms/seccion';
import {
  digitsOnly,
  sanitizeLine,
  sanitizeMessage,
  sanitizeName,
} from '@firm/shared/forms/sanitize';
import { SIGNED_IN_AGENT, SOCIAL_MEDIA_AGENTS } from '@firm/shared/forms/social-media-agents';
import type { TStaffPrincipal } from '../staff/require-staff';
import { findLeadIdByKey } from './social-media.repository';
import { validateSocialMediaFields } from '../leads/cached-schemas';
import type { TRequestMeta } from '../http/request-meta';
import { buildLeadRecord, idempotencyKeyOf } from '../leads/build-lead-record';
import { validationError, type TLeadOutcome, type TLeadsServiceDeps } from '../leads/leads.service';

/** Dependencies of the social-media service. */
export type TSocialMediaServiceDeps = TLeadsServiceDeps & { pool: Pool };

/** What became of a social-media lead, and the lead (the one stored before, for a form sent twice). */
export type TSocialMediaOutcome = { outcome: TLeadOutcome; leadId: number | null };

/**
 * Stores a lead typed in by staff from a social-network conversation (Spanish form). No web
 * consent was shown, so none is recorded. The hidden `status` is not taken from the request:
 * every lead starts as 'New Lead'. The lead records the staff account that typed it in; the agent
 * defaults to that member (their name is stored), and the member's notes are its message — the
 * first note of its timeline, in the same row, so the two cannot be parted.
 * @throws AppError validation (422) with `errors`
 */
export async function submitSocialMediaLead(
  deps: TSocialMediaServiceDeps,
  fields: Record<string, string>,
  meta: TRequestMeta,
  member: TStaffPrincipal,
): Promise<TSocialMediaOutcome> {
  const result = validateSocialMediaFields(fields);
  if (!result.ok) throw validationError(result.errors);
  const data = result.data;
  const idempotencyKey = idempotencyKeyOf(fields.idempotency_key);
  const agent =
    data.agente === SIGNED_IN_AGENT
      ? { label: member.name || member.email }
      : SOCIAL_MEDIA_AGENTS.find((a) => a.id === data.agente);
  const record = buildLeadRecord(
    {
      variant: 'social-media',
      locale: 'es',
      nombre: sanitizeName(data.nombre),
      email: null,
      phone: digitsOnly(data.phone),
      mensaje: sanitizeMessage(data.notas ?? ''),
      checkbox: true,
      consentVersion: CONSENT_VERSION,
      seccion: withSource(SECCION.socialMedia, meta.source),
      situacion: null,
      casado: null,
      estancia: null,
      fecha_hora: null,
      contactPreferences: NO_CONTACT_PREFERENCES,
    },
    {
      origin: 'social_media',
      locale: 'es',
      meta,
      idempotencyKey,
      consentGiven: false,
      enteredByStaffId: member.id,
      social: {
        agent: agent?.label ?? data.agente,
        social_source: data.source ?? null,
        lead_type: sanitizeLine(data.tipo),
        conversation_link: data.link,
        can_call_now: data.hora === 1,
        pc_referral: data.pc_referido === 1,
        pc_video_call: data.pc_videollamada === 1,
      },
    },
  );
  const id = await deps.writeLead(record);
  if (id === null) {
    const earlier = idempotencyKey ? await findLeadIdByKey(deps.pool, idempotencyKey) : null;
    return { outcome: 'duplicate', leadId: earlier };
  }
  deps.onAccepted();
  return { outcome: 'accepted', leadId: id };
}
