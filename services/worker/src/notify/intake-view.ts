import { displayPhone } from '@firm/shared/contact/contact-links';
import { FORM_LANGUAGE_LABELS, formName } from '@firm/shared/forms/form-labels';
import { situationText } from '@firm/shared/forms/situations';
import {
  isUnsolicitedReferral,
  UNSOLICITED_REFERRAL_RULE,
  UNSOLICITED_REFERRAL_TAG,
} from '@firm/shared/leads/lead-flags';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import {
  blockedByPreferences,
  CONTACT_CARE,
  contactCareLines,
  needsContactCare,
} from '@firm/shared/leads/contact-care';
import { contactPreferencesFollowed } from '@firm/shared/leads/contact-preferences';
import { formatFirmDateTime } from '@firm/shared/staff/firm-time';
import { contactActions, type TContactAction } from './contact-actions';
import { closedToEveryone, privacyNotices, type TIntakePrivacy } from './privacy-notices';
import { caseFacts, intakeDetails, type TDetailGroup, type TDetailLine } from './intake-details';

/**
 * A band in the e-mail's first lines, right under the name: what the caller must know before
 * pressing a button (the referral rule; the red "Contacto con precaución" band of issue 29, tone
 * `caution`).
 */
export type TNotice = {
  tone: 'warning' | 'caution';
  title: string;
  body: string;
  lines: TDetailLine[];
};

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
  /** Why no contact button is offered (the lead may not be contacted at all); else undefined. */
  contactClosed: string | undefined;
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

/** A received time as the intake team in El Paso reads it, with its zone named (as the staff pages do). */
export function formatReceivedAt(date: Date): string {
  return formatFirmDateTime(date.toISOString(), 'es');
}

/** The lead's situation in words ('none' and no answer say nothing). */
export function situationInWords(value: string | null): string | undefined {
  return !value || value === 'none' ? undefined : situationText(value, 'es');
}

function careNotice(lead: TLeadWithReferrer): TNotice[] {
  const preferences = contactPreferencesFollowed(lead);
  if (!needsContactCare(lead, preferences)) return [];
  return [
    {
      tone: 'caution',
      title: CONTACT_CARE.es.title,
      body: CONTACT_CARE.es.intro,
      lines: contactCareLines(preferences, 'es'),
    },
  ];
}

function notices(lead: TLeadWithReferrer): TNotice[] {
  if (!isUnsolicitedReferral(lead)) return careNotice(lead);
  return [
    ...careNotice(lead),
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
 * The buttons of the channels the lead did not refuse (the caution band says which and why); none for
 * a lead marked "do not contact".
 */
function allowedActions(lead: TLeadWithReferrer): TContactAction[] {
  if (lead.do_not_contact_at && closedToEveryone(lead)) return [];
  const blocked = blockedByPreferences(contactPreferencesFollowed(lead), 'es');
  return contactActions(lead).filter((action) =>
    action.kind === 'call'
      ? !blocked.call
      : action.kind === 'whatsapp' || action.kind === 'sms'
        ? !blocked.texts
        : true,
  );
}

/**
 * What the intake e-mail of a lead says: who (name, situation, any band the caller must read
 * first), how to reach them in one tap, what they wrote, the way to the lead's page, and the rest.
 * @param leadHref - the lead's page in the staff area
 * @param privacy - whether the lead matches a contact erased on request
 */
export function intakeView(
  lead: TLeadWithReferrer,
  leadHref: string,
  privacy: TIntakePrivacy = { erasedContactMatchAt: null },
): TIntakeView {
  const closed = Boolean(lead.do_not_contact_at) && closedToEveryone(lead);
  return {
    kicker: [
      'Nuevo prospecto',
      formName(lead.form_variant, 'es'),
      FORM_LANGUAGE_LABELS[lead.locale].es,
    ].join(' · '),
    name: lead.name,
    situation: situationInWords(lead.situation),
    received: formatReceivedAt(lead.received_at),
    // "No contactar" and an erased contact first: the team must read them before anything else
    notices: [...privacyNotices(lead, privacy), ...notices(lead)],
    contactClosed: closed ? 'No contactar: no hay botones para llamar ni escribir.' : undefined,
    phone: displayPhone(lead.phone),
    actions: allowedActions(lead),
    email: lead.email ?? undefined,
    message: lead.message?.trim() || undefined,
    facts: caseFacts(lead),
    leadLink: { label: `Abrir el prospecto #${lead.id}`, href: leadHref },
    details: intakeDetails(lead),
  };
}
