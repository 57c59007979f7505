import { formName } from '@firm/shared/forms/form-labels';
import { isUnsolicitedReferral, UNSOLICITED_REFERRAL_TAG } from '@firm/shared/leads/lead-flags';
import type { TLeadWithReferrer } from '@firm/shared/leads/stored-lead';
import { renderIntakeHtml } from './intake-html';
import { renderIntakeText } from './intake-text';
import { intakeView, situationInWords } from './intake-view';
import { leadPageUrl } from './lead-page-url';

/** The rendered intake e-mail. */
export type TIntakeEmail = { subject: string; text: string; html: string };

// A subject is one line: a name's line breaks (U+2028 too) and runs of spaces become one space.
const oneLine = (value: string): string => value.replace(/[\s\u2028\u2029]+/g, ' ').trim();

/**
 * `Nuevo prospecto: {name} — {slot}`: the slot says what the caller must know first (a referred
 * person's tag), else the situation in words, else the form. The lead id stays in the headers and
 * the link.
 */
export function intakeSubject(lead: TLeadWithReferrer): string {
  const slot = isUnsolicitedReferral(lead)
    ? UNSOLICITED_REFERRAL_TAG.es
    : (situationInWords(lead.situation) ?? formName(lead.form_variant, 'es'));
  return `Nuevo prospecto: ${oneLine(lead.name)} — ${oneLine(slot)}`;
}

/**
 * The intake notification of one lead, in Spanish (the intake team's language), as HTML made for
 * a phone and as plain text that reads on its own.
 * @param staffInboxUrl - the staff area's base; the e-mail links to `{base}/prospectos/{id}`
 */
export function composeIntakeEmail(lead: TLeadWithReferrer, staffInboxUrl: string): TIntakeEmail {
  const view = intakeView(lead, leadPageUrl(staffInboxUrl, lead.id));
  const subject = intakeSubject(lead);
  return { subject, text: renderIntakeText(view), html: renderIntakeHtml(view, subject) };
}
