import { displayPhone } from '@firm/shared/contact/contact-links';
import { FORM_LANGUAGE_LABELS, formLabel } from '@firm/shared/forms/form-labels';
import { SITUATION_IDS, situationLabel, type TSituationId } from '@firm/shared/forms/situations';
import {
  isUnsolicitedReferral,
  UNSOLICITED_REFERRAL_RULE,
  UNSOLICITED_REFERRAL_TAG,
} from '@firm/shared/leads/lead-flags';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { FIRM_TIME_ZONE } from '@firm/shared/staff/inbox';
import { contactActions, type TContactAction } from './contact-actions';
import { caseFacts, intakeDetails, type TDetailGroup, type TDetailLine } from './intake-details';

/**
 * A band in the e-mail's first lines, right under the name: what the caller must know before
 * pressing a button (the referral rule today; the "Contacto con precaución" band of issue 29 joins
 * it with a tone of its own).
 */
export type TNotice = { tone: 'warning'; title: string; body: string; lines: TDetailLine[] };

/** Everything the intake e-mail says, in the order it says it. */
export type TIntakeView = {
  /** "Nuevo prospecto · Página de contacto · Español" */
  kicker: string;
  name: string;
  /** The situation in words, when the lead chose one that says something. */
  situation: string | undefined;
  /** When it arrived, in the firm's time zone, named. */
  received: string;
  notices: TNotice[];
  /** The phone as people read it. */
  phone: string;
  actions: TContactAction[];
  email: string | undefined;
  message: string | undefined;
  /** The form's other answers ("Datos del caso"), shown with the message. */
  facts: TDetailLine[];
  leadLink: { label: string; href: string };
  details: TDetailGroup[];
};

// Building an Intl formatter is costly; one serves every e-mail.
const FIRM_TIME = new Intl.DateTimeFormat('es-US', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: FIRM_TIME_ZONE,
});

/** A received time as the intake team in El Paso reads it, with its zone named. */
export function formatReceivedAt(date: Date): string {
  return `${FIRM_TIME.format(date)} (hora de El Paso)`;
}

/**
 * The lead's situation in words ('none' and no answer say nothing); a value from before the
 * options had ids is shown as stored.
 */
export function situationText(value: string | null): string | undefined {
  if (!value || value === 'none') return undefined;
  return (SITUATION_IDS as readonly string[]).includes(value)
    ? situationLabel(value as TSituationId, 'es')
    : value;
}

function notices(lead: TLeadWithReferrer): TNotice[] {
  if (!isUnsolicitedReferral(lead)) return [];
  return [
    {
      tone: 'warning',
      title: UNSOLICITED_REFERRAL_TAG.es,
      body: UNSOLICITED_REFERRAL_RULE.es,
      lines: [
        { label: 'Referido por', value: lead.referrer_name ?? '' },
        {
          label: 'Teléfono de quien refiere',
          value: lead.referrer_phone ? displayPhone(lead.referrer_phone) : '',
        },
      ].filter((line) => line.value !== ''),
    },
  ];
}

/**
 * What the intake e-mail of a lead says: who (name, situation, any band the caller must read
 * first), how to reach them in one tap, what they wrote, the way to the lead's page, and the rest.
 * @param leadHref - the lead's page in the staff area
 */
export function intakeView(lead: TLeadWithReferrer, leadHref: string): TIntakeView {
  return {
    kicker: [
      'Nuevo prospecto',
      formLabel(lead.form_variant, 'es'),
      FORM_LANGUAGE_LABELS[lead.locale].es,
    ].join(' · '),
    name: lead.name,
    situation: situationText(lead.situation),
    received: formatReceivedAt(lead.received_at),
    notices: notices(lead),
    phone: displayPhone(lead.phone),
    actions: contactActions(lead),
    email: lead.email ?? undefined,
    message: lead.message?.trim() || undefined,
    facts: caseFacts(lead),
    leadLink: { label: `Abrir el prospecto #${lead.id}`, href: leadHref },
    details: intakeDetails(lead),
  };
}
