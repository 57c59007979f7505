import { formName } from '@firm/shared/forms/form-labels';
import { isUnsolicitedReferral, UNSOLICITED_REFERRAL_TAG } from '@firm/shared/leads/lead-flags';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { renderIntakeHtml } from './intake-html';
import { renderIntakeText } from './intake-text';
import { intakeView, situationInWords } from './intake-view';
import { leadPageUrl } from './lead-page-url';
import { closedToEveryone, DO_NOT_CONTACT_SLOT, type TIntakePrivacy } from './privacy-notices';

/** The rendered intake e-mail. */
export type TIntakeEmail = { subject: string; text: string; html: string };

// A subject is one line: a name's line breaks (U+2028 too) and runs of spaces become one space.
const oneLine = (value: string): string => value.replace(/[\s\u2028\u2029]+/g, ' ').trim();

/**
 * `Nuevo prospecto: {name} — {slot}`: the slot says what the caller must know first ("NO CONTACTAR",
 * a referred person's tag), else the situation in words, else the form. The lead id stays in the headers and
 * the link.
 */
export function intakeSubject(lead: TLeadWithReferrer): string {
  const slot =
    lead.do_not_contact_at && closedToEveryone(lead)
      ? DO_NOT_CONTACT_SLOT
      : isUnsolicitedReferral(lead)
        ? UNSOLICITED_REFERRAL_TAG.es
        : (situationInWords(lead.situation) ?? formName(lead.form_variant, 'es'));
  return `Nuevo prospecto: ${oneLine(lead.name)} — ${oneLine(slot)}`;
}

/**
 * The intake notification of one lead, in Spanish (the intake team's language), as HTML made for
 * a phone and as plain text that reads on its own.
 * @param staffInboxUrl - the staff area's base; the e-mail links to `{base}/prospectos/{id}`
 * @param privacy - whether the lead matches a contact erased on request (said at the top)
 */
export function composeIntakeEmail(
  lead: TLeadWithReferrer,
  staffInboxUrl: string,
  privacy?: TIntakePrivacy,
): TIntakeEmail {
  const view = intakeView(lead, leadPageUrl(staffInboxUrl, lead.id), privacy);
  const subject = intakeSubject(lead);
  return { subject, text: renderIntakeText(view), html: renderIntakeHtml(view, subject) };
}
