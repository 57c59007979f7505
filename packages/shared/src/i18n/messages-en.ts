/**
 * English visitor-facing strings. Texts quoted in SPEC §5/§8 are copied exactly; the keys of this object
 * define TMessageKey, and the Spanish dictionary must have the same keys (checked by the compiler and a test).
 */
import { PAROLE_MIN_YEARS_IN_COUNTRY } from '../constants';

export const MESSAGES_EN = {
  // SPEC §5 validation messages.
  'validation.name': 'Please enter your name.',
  'validation.email': 'Please enter a valid email address.',
  // The English blog and visa forms use this shorter wording (SPEC §5).
  'validation.emailShort': 'Please enter a valid email.',
  'validation.phone': 'Please enter a valid phone number.',
  'validation.socialSource': 'Please choose the social network from the list.',
  'validation.consent': 'Please accept the terms and conditions.',
  'validation.situation': 'Please select a situation.',
  'validation.married': 'Please enter if you are married.',
  'validation.stay': 'Please enter stay.',
  // SPEC shows these three only in Spanish; the English texts are our translation.
  'validation.referrals': 'Please enter at least one referral.',
  'validation.agent': 'Please select an agent.',
  'validation.conversationLink': 'Please enter the conversation link.',
  'validation.tooLong': 'This field is too long (maximum {max} characters).',
  'validation.tooManyReferrals': 'Too many referrals at once (maximum {max}).',
  'validation.referralRepeated':
    'This phone number is already on your referral list. Please check the phone numbers.',

  // SPEC §8 errors and notices.
  'submit.error': 'Error submitting the form. Please try again.',
  'submit.networkError': 'An error occurred while submitting the form. Please try again.',
  'submit.tokenError': 'Could not get the CSRF token. Please try again later.',
  'submit.rateLimited': 'Too many submissions. Please wait a minute and try again.',
  'request.tooLarge': 'Your form is too large to send. Please shorten your message and try again.',
  'request.malformed': 'We could not read your form. Please reload the page and try again.',
  'request.unsupported':
    'Your browser sent the form in a format we cannot read. Please reload the page and try again.',
  'socialMedia.success': 'Lead created.',
  'socialMedia.viewLead': 'Open the lead',
  'reviews.empty': 'No reviews available',
  'video.unsupported': 'Your browser does not support this video.',
  // The 429 of a rate limit: the real wait, in words (forms/rate-limit-answer.ts).
  'rateLimit.waitMinutes':
    'We received many submissions in a short time. Please wait about {minutes} minutes and try again.',
  'rateLimit.waitAMinute':
    'We received many submissions in a short time. Please wait about a minute and try again.',
  'rateLimit.waitUnderAMinute':
    'We received many submissions in a short time. You can try again in less than a minute.',

  // Page chrome.
  'notFound.code': '404',
  'notFound.title': 'Page not found',
  'notFound.home': 'Go to the home page',
  'notFound.contact': 'Contact us',
  'consent.showMore': 'Show more',
  'consent.showLess': 'Show less',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'form.title': 'Submit your case',
  'form.submit': 'Send',
  'form.loading': 'Sending...',
  'form.scrollToForm': 'FIND OUT IF YOU QUALIFY',
  // Beside every lead form a visitor fills in (not the staff's social-media form).
  // The footer's call to action on phones, on pages that have their own form above.
  'form.jumpText': 'The form to send us your case is on this page, a little further up.',
  'form.jumpLink': 'Go to the form',
  'form.notice':
    'Sending this form does not make us your attorneys. Please don’t include confidential details: we’ll talk about them on the call.',

  // Form fields.
  'field.name': 'Name',
  'field.email': 'E-mail',
  'field.phone': 'Phone',
  'field.message': 'Message',
  'field.situation': 'Situation',
  'field.situationPlaceholder': 'Select your situation',
  'field.married': 'Are you married to a U.S. citizen?',
  'field.stay': `Have you been in the United States for more than ${PAROLE_MIN_YEARS_IN_COUNTRY} years?`,
  'field.yes': 'Yes',
  'field.no': 'No',
  'field.notApplicable': 'Not applicable',
  'field.agent': 'Agent',
  'field.agentPlaceholder': 'Select an agent',
  'field.conversationLink': 'Conversation link',
  'field.source': 'Social network',
  'field.sourcePlaceholder': 'Choose the social network',
  'field.notes': 'Notes on the conversation (optional)',
  'field.signedInAgent': '{name} (you)',
  'field.canCallNow': 'Can be called now',
  'field.referredByClient': 'Referred by a client',
  'field.videoCall': 'Video call',
  // The safety questions of the humanitarian visa forms (issue 29 §1).
  'safety.why': 'We ask to keep you safe.',
  'safety.call': 'Is it safe to call you at this number?',
  'safety.callHoursOption': 'Only at certain times',
  'safety.callHours': 'At what times is it safe to call you?',
  'safety.voicemail': 'May we leave you a voicemail?',
  'safety.texts': 'May we send you text or WhatsApp messages?',

  // Parole landing.
  // The parole for spouses was struck down in November 2024: the landing reviews the visitor's options.
  'parole.notQualify': `According to your answers, this review for spouses of U.S. citizens with more than ${PAROLE_MIN_YEARS_IN_COUNTRY} years in the country does not apply to you. Choose your situation and we will look at other options with you.`,

  // Referrals.
  'referrals.empty': 'No referrals yet',
  'referrals.add': 'ADD',
  'referrals.edit': 'EDIT',
  'referrals.delete': 'DELETE',
  'referrals.yourData': 'Your information (the person referring)',
  'referrals.theirData': 'Person you are referring',
  'referrals.list': 'People you are referring',
  'referrals.onlyAsked': 'Only refer people who asked you to have us call them.',

  // Staff area (issue 16): answers of the staff API.
  'staff.signInRequired': 'Please sign in to continue.',
  'staff.forbidden': 'Your account is not allowed to do this.',
  'staff.passwordChangeRequired': 'Change your password before going on.',
  'staff.badCredentials': 'Wrong e-mail address or password.',
  'staff.throttled': 'Too many attempts. Wait {seconds} seconds and try again.',
  'staff.emailRequired': 'Please enter your e-mail address.',
  'staff.passwordRequired': 'Please enter your password.',
  'staff.passwordTooShort': 'The password must have at least {min} characters.',
  'staff.passwordTooLong': 'The password may have at most {max} characters.',
  'staff.passwordMismatch': 'The two new passwords are not the same.',
  'staff.passwordSame': 'The new password must differ from the current one.',
  'staff.currentPasswordWrong': 'The current password is not right.',
  'staff.emailTaken': 'An account with that e-mail address exists already.',
  'staff.roleInvalid': 'Please choose a role.',
  'staff.nameTooLong': 'The name may have at most {max} characters.',
  'staff.accountNotFound': 'That account does not exist.',
  'staff.cannotChangeSelf': 'You cannot disable your own account.',
  'staff.leadNotFound': 'That lead does not exist.',
  'staff.statusInvalid': 'Please choose a status.',
  'staff.statusUnchanged': 'The lead has that status already.',
  'staff.assignMemberRequired': 'Please choose a team member.',
  'staff.assignMemberUnknown': 'That team member does not exist.',
  'staff.assignMemberDisabled': "{name}'s account is disabled. Please choose another team member.",
  'staff.assignMemberEditor':
    '{name} is a site editor and does not work leads. Please choose someone from the intake team.',
  'staff.assignRuleNotFound': 'That assignment rule does not exist.',
  'staff.assignModeInvalid': 'Please choose "take turns" or "one fixed member".',
  'staff.assignFixedOne': 'A fixed-member rule names exactly one member.',
  'staff.assignMembersTooMany': 'A rule may name at most {max} members.',
  'staff.assignLocaleInvalid': 'Please choose Spanish or English.',
  'staff.availabilityInvalid': 'Please say whether you are available or away.',
  'staff.noteTooLong': 'The note may have at most {max} characters.',
  'staff.noteRequired': 'Please write the note before saving it.',
  'staff.callOutcomeInvalid': 'Please choose how the call went.',
  'staff.callChannelInvalid': 'Please choose phone or WhatsApp.',
  'staff.callDraftNotFound': 'That call was not begun on this lead.',
  'staff.callDraftDone': 'That call has its outcome already.',
  'staff.resendSpam': 'A lead marked as spam is not sent. Mark it as not spam first.',
  'staff.ruleNotFound': 'That routing rule does not exist.',
  'staff.ruleFormInvalid': 'Please choose a form from the list.',
  'staff.ruleSituationInvalid': 'Please choose a situation from the list.',
  'staff.ruleChannelInvalid': 'Please choose e-mail or webhook.',
  'staff.ruleTargetsRequired': 'Please enter at least one recipient.',
  'staff.ruleTargetsTooMany': 'A rule may have at most {max} recipients.',
  'staff.ruleEmailInvalid': 'This is not a valid e-mail address: {value}',
  'staff.ruleUrlInvalid': 'This is not a valid web address (https://…): {value}',
  'staff.ruleUrlNotHttps': 'The webhook address must start with https://: {value}',
  'staff.ruleUrlNotPublic':
    'Webhooks may only go to a public internet server; this address leads to a private or internal network: {value}',
  'staff.ruleUrlUnresolved':
    'We could not find the server of this web address. Please check that it is spelled correctly: {value}',
  'staff.ruleFieldTooLong': 'Each condition may have at most {max} characters.',
  'staff.followUpDueInvalid': 'Please choose the date and time of the call.',
  'staff.followUpDuePast': 'That date and time have passed. Please choose a time from now on.',
  'staff.followUpDueTooFar': 'A follow-up may be set at most {max} days ahead.',
  'staff.followUpNoteTooLong': 'The note may have at most {max} characters.',
  'staff.followUpNotFound': 'That follow-up does not exist on this lead.',
  'staff.followUpDone': 'That follow-up is done already.',
  'staff.targetInvalid': 'Please enter a whole number of minutes between {min} and {max}.',
} satisfies Record<string, string>;

/** The key of a visitor-facing string. */
export type TMessageKey = keyof typeof MESSAGES_EN;
