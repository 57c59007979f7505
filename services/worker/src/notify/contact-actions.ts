import {
  mailtoHref,
  smsHref,
  telHref,
  whatsappGreeting,
  whatsappHref,
} from '@firm/shared/contact/contact-links';
import { isUnsolicitedReferral } from '@firm/shared/leads/lead-flags';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';

/** One contact button of the intake e-mail. */
export type TContactAction = {
  kind: 'call' | 'whatsapp' | 'sms' | 'email';
  /** The button's words (Spanish: the intake team's language). */
  label: string;
  href: string;
};

/**
 * The ways to reach a lead in one tap, in the order the team uses them: Llamar, WhatsApp, Texto
 * (when the phone is dialable) and Correo (when there is an address). WhatsApp opens with a
 * greeting in the lead's language, except for a referred person, who never wrote to us: there the
 * chat opens empty.
 */
export function contactActions(
  lead: Pick<TLeadWithReferrer, 'name' | 'phone' | 'email' | 'locale' | 'origin'>,
): TContactAction[] {
  const firstName = lead.name.trim().split(/\s+/)[0] ?? '';
  const greeting = isUnsolicitedReferral(lead)
    ? undefined
    : whatsappGreeting(lead.locale, firstName);
  const actions: (TContactAction | undefined)[] = [
    link('call', 'Llamar', telHref(lead.phone)),
    link('whatsapp', 'WhatsApp', whatsappHref(lead.phone, greeting)),
    link('sms', 'Texto', smsHref(lead.phone)),
    link('email', 'Correo', lead.email ? mailtoHref(lead.email) : undefined),
  ];
  return actions.filter((action) => action !== undefined);
}

function link(
  kind: TContactAction['kind'],
  label: string,
  href: string | undefined,
): TContactAction | undefined {
  return href ? { kind, label, href } : undefined;
}
