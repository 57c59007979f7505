import { PAROLE_MIN_YEARS_IN_COUNTRY } from '@firm/shared/constants';
import { FORM_LANGUAGE_LABELS, formName } from '@firm/shared/forms/form-labels';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';

/** One labelled value of the intake e-mail. */
export type TDetailLine = { label: string; value: string; href?: string | undefined };

/** A group of values with a heading. */
export type TDetailGroup = { heading: string; lines: TDetailLine[] };

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

// The parole form's answers as sent ('si', 'no'; 'yes' from older English pages) read as words.
function answer(value: string | null): string {
  const folded = (value ?? '').trim().toLowerCase();
  if (['si', 'sí', 'yes'].includes(folded)) return 'Sí';
  if (folded === 'no') return 'No';
  return value ?? '';
}

const present = (lines: TDetailLine[]): TDetailLine[] => lines.filter((line) => line.value !== '');

// Only a web address becomes a link (the conversation, which staff typed in).
const webHref = (value: string | null): string | undefined =>
  value && /^https?:\/\//i.test(value) ? value : undefined;

/**
 * The facts the form asked beyond the name and message (parole's two answers, the social-media
 * form's fields), read as words; empty ones left out.
 */
export function caseFacts(lead: TLeadWithReferrer): TDetailLine[] {
  const lines: TDetailLine[] = [
    { label: 'Casado(a)', value: answer(lead.married) },
    { label: `Más de ${PAROLE_MIN_YEARS_IN_COUNTRY} años en EE. UU.`, value: answer(lead.stay) },
  ];
  if (lead.origin === 'social_media') {
    lines.push(
      { label: 'Agente', value: lead.agent ?? '' },
      { label: 'Fuente', value: lead.social_source ?? '' },
      { label: 'Tipo', value: lead.lead_type ?? '' },
      {
        label: 'Conversación',
        value: lead.conversation_link ?? '',
        href: webHref(lead.conversation_link),
      },
      { label: 'Se le puede llamar ahora', value: yesNo(lead.can_call_now) },
      { label: 'Referido', value: yesNo(lead.pc_referral) },
      { label: 'Videollamada', value: yesNo(lead.pc_video_call) },
    );
  }
  return present(lines);
}

/**
 * What the e-mail lists after the button to the lead's page, in Spanish: where the lead came from,
 * and last the technical details (attribution, the browser, the consent record kept as TCPA
 * evidence). Empty values are left out.
 */
export function intakeDetails(lead: TLeadWithReferrer): TDetailGroup[] {
  const groups: TDetailGroup[] = [
    {
      heading: 'De dónde llegó',
      lines: present([
        { label: 'Formulario', value: formName(lead.form_variant, 'es') },
        { label: 'Idioma del formulario', value: FORM_LANGUAGE_LABELS[lead.locale].es },
        { label: 'Sección', value: lead.section ?? '' },
        // the page as text: a visitor writes it, and a link would send staff wherever it says
        { label: 'Página', value: lead.page_url ?? '' },
        { label: 'Fuente de campaña', value: lead.source ?? 'directo' },
      ]),
    },
    {
      heading: 'Detalles técnicos',
      lines: present([
        ...ATTRIBUTION_LABELS.map(([key, label]) => ({
          label,
          value: lead.attribution?.[key] ?? '',
        })),
        { label: 'Recibido (UTC)', value: lead.received_at.toISOString() },
        { label: 'Fecha/hora del navegador', value: lead.client_time ?? '' },
        { label: 'IP', value: lead.ip ?? '' },
        { label: 'Navegador', value: lead.user_agent ?? '' },
        {
          label: 'Lote de referidos',
          value: lead.referral_batch_id ? `#${lead.referral_batch_id}` : '',
        },
        { label: 'Aceptó términos y contacto', value: yesNo(lead.consent) },
        { label: 'Versión del texto de consentimiento', value: lead.consent_version ?? '' },
        { label: 'Huella SHA-256 del texto', value: lead.consent_sha256 ?? '' },
      ]),
    },
  ];
  return groups.filter((group) => group.lines.length > 0);
}
