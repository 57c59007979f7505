/**
 * Whether a lead gets the acknowledgment by text (issue 29 §2), and its words. Only when the lead ticked
 * the consent (every form requires it; it names texts) and the rule of automatic messages allows one —
 * which for a lead from the VAWA, T, U or humanitarian page, or a victim of abuse or crime, means only
 * when the lead said texts are fine — and the phone is one a text can reach.
 */
import { internationalPhone } from '../contact/contact-links';
import { ACK_PHONE_TOKEN, type TAcknowledgmentTexts } from '../content/acknowledgment-texts';
import type { TLocale } from '../i18n/locale';
import { mayAutoMessage, type TAutoMessageFacts } from '../leads/auto-message';
import type { TStoredLead } from '../leads/stored-lead';

/**
 * Whether a lead just stored (or about to be texted) gets the acknowledgment by text.
 * @param lead - the facts of the rule, its consent and phone
 */
export function textAcknowledgmentDue(
  lead: TAutoMessageFacts & Pick<TStoredLead, 'consent' | 'phone'>,
): boolean {
  return lead.consent && internationalPhone(lead.phone) !== undefined && mayAutoMessage(lead);
}

/**
 * The acknowledgment text in the lead's language, with the callback line.
 * @param texts - the site configuration's acknowledgment texts
 * @param phone - the callback line as people read it
 */
export function acknowledgmentTextBody(
  texts: TAcknowledgmentTexts,
  locale: TLocale,
  phone: string,
): string {
  return (locale === 'es' ? texts.text_es : texts.text_en).replaceAll(ACK_PHONE_TOKEN, phone);
}
