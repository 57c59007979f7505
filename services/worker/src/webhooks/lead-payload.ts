import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';

/**
 * The JSON a CRM receives for a lead. The SPEC §3 fields keep their wire names (nombre,
 * mensaje, seccion, ...), the rest is snake_case; `delivery_id` is stable across retries
 * (`lead-{id}`, or `lead-{id}-resend-{n}` for a staff member's re-send, as `X-Firm-Delivery` says).
 */
export function webhookPayload(
  lead: TLeadWithReferrer,
  deliveryId = `lead-${lead.id}`,
): Record<string, unknown> {
  return {
    event: 'lead.accepted',
    delivery_id: deliveryId,
    lead: {
      id: lead.id,
      status: lead.status,
      origin: lead.origin,
      form: lead.form_variant,
      locale: lead.locale,
      received_at: lead.received_at.toISOString(),
      nombre: lead.name,
      email: lead.email,
      phone: lead.phone,
      mensaje: lead.message,
      checkbox: lead.consent,
      seccion: lead.section,
      situacion: lead.situation,
      casado: lead.married,
      estancia: lead.stay,
      fecha_hora: lead.client_time,
      social_media:
        lead.origin === 'social_media'
          ? {
              agente: lead.agent,
              source: lead.social_source,
              tipo: lead.lead_type,
              link: lead.conversation_link,
              hora: lead.can_call_now,
              pc_referido: lead.pc_referral,
              pc_videollamada: lead.pc_video_call,
            }
          : null,
      referral: lead.referral_batch_id
        ? {
            batch_id: lead.referral_batch_id,
            referrer_name: lead.referrer_name,
            referrer_phone: lead.referrer_phone,
          }
        : null,
      page_url: lead.page_url,
      source: lead.source,
      attribution: lead.attribution,
      consent: {
        given: lead.consent,
        version: lead.consent_version,
        text_sha256: lead.consent_sha256,
      },
    },
  };
}
