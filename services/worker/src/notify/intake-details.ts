import { PAROLE_MIN_YEARS_IN_COUNTRY } from '@firm/shared/constants';
import { SITUATION_IDS, situationLabel, type TSituationId } from '@firm/shared/forms/situations';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { mailtoHref, telHref } from '@firm/shared/contact/contact-links';

/** One labelled line of the intake e-mail. */
export type TSummaryLine = { label: string; value: string; href?: string | undefined };

/** A group of lines with a heading. */
export type TSummarySection = { heading: string; lines: TSummaryLine[] };

const ORIGIN: Record<TLeadWithReferrer['origin'], string> = {
  web: 'Formulario web',
  referral: 'Referido',
  social_media: 'Redes sociales (personal)',
};
const ATTRIBUTION_LABELS: [string, string][] = [
  ['utm_source', 'utm_source'],
  ['utm_medium', 'utm_medium'],
  ['utm_campaign', 'utm_campaign'],
  ['gclid', 'gclid (Google Ads)'],
  ['fbclid', 'fbclid (Facebook)'],
  ['ttclid', 'ttclid (TikTok)'],
  ['referrer', 'Sitio de origen'],
  ['landing_path', 'Página de llegada'],
  ['first_seen', 'Primera visita'],
];

const yesNo = (value: boolean | null): string => (value === null ? '' : value ? 'Sí' : 'No');

// Building an Intl formatter is costly; one serves every e-mail.
const EL_PASO_TIME = new Intl.DateTimeFormat('es-MX', {
  dateStyle: 'long',
  timeStyle: 'medium',
  timeZone: 'America/Denver',
});

/** Received times are shown in El Paso's time zone, where the intake team works. */
export function formatReceivedAt(date: Date): string {
  const local = EL_PASO_TIME.format(date);
  return `${local} (hora de El Paso) — ${date.toISOString()}`;
}

function situationText(value: string | null): string {
  if (!value) return '';
  return (SITUATION_IDS as readonly string[]).includes(value)
    ? situationLabel(value as TSituationId, 'es')
    : value;
}

const present = (lines: TSummaryLine[]): TSummaryLine[] =>
  lines.filter((line) => line.value !== '');

/**
 * Everything the intake team needs about a lead, in Spanish, grouped: the visitor's fields,
 * where it came from, and the consent record (TCPA evidence).
 */
export function leadSummary(lead: TLeadWithReferrer, inboxLink: string): TSummarySection[] {
  const sections: TSummarySection[] = [
    {
      heading: 'Datos del prospecto',
      lines: present([
        { label: 'Nombre', value: lead.name },
        { label: 'Teléfono', value: lead.phone, href: telHref(lead.phone) },
        {
          label: 'Correo electrónico',
          value: lead.email ?? '',
          href: lead.email ? mailtoHref(lead.email) : undefined,
        },
        { label: 'Situación', value: situationText(lead.situation) },
        { label: 'Casado(a)', value: lead.married ?? '' },
        { label: `Más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años en EE. UU.`, value: lead.stay ?? '' },
        { label: 'Mensaje', value: lead.message ?? '' },
      ]),
    },
  ];
  if (lead.origin === 'social_media') {
    sections.push({
      heading: 'Redes sociales',
      lines: present([
        { label: 'Agente', value: lead.agent ?? '' },
        { label: 'Fuente', value: lead.social_source ?? '' },
        { label: 'Tipo', value: lead.lead_type ?? '' },
        { label: 'Link de la conversación', value: lead.conversation_link ?? '' },
        { label: 'Se le puede llamar ahora', value: yesNo(lead.can_call_now) },
        { label: 'Referido', value: yesNo(lead.pc_referral) },
        { label: 'Videollamada', value: yesNo(lead.pc_video_call) },
      ]),
    });
  }
  if (lead.origin === 'referral') {
    sections.push({
      heading: 'Referido',
      lines: present([
        { label: 'Referido por', value: lead.referrer_name ?? '' },
        { label: 'Teléfono de quien refiere', value: lead.referrer_phone ?? '' },
        {
          label: 'Lote de referidos',
          value: lead.referral_batch_id ? `#${lead.referral_batch_id}` : '',
        },
      ]),
    });
  }
  sections.push(
    {
      heading: 'Origen',
      lines: present([
        { label: 'Sección', value: lead.section ?? '' },
        { label: 'Formulario', value: `${lead.form_variant} (${ORIGIN[lead.origin]})` },
        { label: 'Idioma del formulario', value: lead.locale === 'es' ? 'Español' : 'Inglés' },
        { label: 'Página', value: lead.page_url ?? '' },
        { label: 'Fuente de campaña', value: lead.source ?? 'directo' },
        ...ATTRIBUTION_LABELS.map(([key, label]) => ({
          label,
          value: lead.attribution?.[key] ?? '',
        })),
        { label: 'Recibido', value: formatReceivedAt(lead.received_at) },
        { label: 'Fecha/hora del navegador', value: lead.client_time ?? '' },
        { label: 'IP', value: lead.ip ?? '' },
        { label: 'Navegador', value: lead.user_agent ?? '' },
      ]),
    },
    {
      heading: 'Consentimiento (TCPA)',
      lines: present([
        { label: 'Aceptó términos y contacto', value: yesNo(lead.consent) },
        { label: 'Versión del texto', value: lead.consent_version ?? '' },
        { label: 'Huella SHA-256 del texto', value: lead.consent_sha256 ?? '' },
      ]),
    },
    {
      heading: 'Bandeja de prospectos',
      lines: [{ label: `Prospecto #${lead.id}`, value: inboxLink, href: inboxLink }],
    },
  );
  return sections;
}
