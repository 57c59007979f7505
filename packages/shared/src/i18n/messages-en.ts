/**
 * English visitor-facing strings. Texts quoted in SPEC §5/§8 are copied exactly; the keys of this object
 * define TMessageKey, and the Spanish dictionary must have the same keys (checked by the compiler and a test).
 */
import { PAROLE_MIN_YEARS_IN_COUNTRY } from '../constants';
import type { TStaffMessageKey } from './staff-messages-en';

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
  // The error handler's 503 (a database or Redis lost) and 500; SPEC §8 names no wording for them.
  'server.unavailable':
    'The service is temporarily unavailable. Please try again in a few minutes.',
  'server.internal': 'Something went wrong on our side. Please try again.',
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
  'staff.passwordChangeRequired': 'Change your password before going on.',
} satisfies Record<string, string>;

/** The key of a visitor-facing string (and of the two staff messages the browser shows itself). */
export type TPublicMessageKey = keyof typeof MESSAGES_EN;

/** The key of any message: a visitor's or the staff area's (`staff-messages-en.ts`). */
export type TMessageKey = TPublicMessageKey | TStaffMessageKey;
