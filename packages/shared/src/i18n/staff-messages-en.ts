/**
 * The staff area's messages in English (sign-in, accounts, inbox, routing, owners, the clock, the
 * studio): the services answer with them. They live apart from the visitors' messages so that the
 * browser build, which aliases this module to an empty one (services/web/vite.config.ts), does not carry
 * them on every public page; the two the browser shows itself stay in `messages-en.ts`.
 */
import { ERASURE_MESSAGES_EN } from './erasure-messages-en';
import { PRIVACY_MESSAGES_EN } from './privacy-messages-en';

export const STAFF_MESSAGES_EN = {
  ...PRIVACY_MESSAGES_EN,
  ...ERASURE_MESSAGES_EN,
  'staff.forbidden': 'Your account is not allowed to do this.',
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
  'staff.dncReasonRequired': 'Please write why (who asked, and how).',
  'staff.dncReasonTooLong': 'The reason can be at most {max} characters.',
  'staff.dncContactRequired': 'Please enter a phone number or an e-mail address.',
  'staff.dncPhoneInvalid': 'This phone number has too few digits.',
  'staff.dncEmailInvalid': 'This e-mail address is not valid.',
  'staff.dncNotMarked': 'This lead is not marked do not contact.',
  'staff.followUpDoNotContact': 'This lead is marked do not contact: no call back can be set.',
  'staff.followUpErased': "This contact's data was erased: no call back can be set.",
  'staff.reportDateInvalid': 'Please choose a start and an end date (YYYY-MM-DD) that exist.',
  'staff.reportRangeReversed': 'The start date is after the end date. Please swap them.',
  'staff.reportRangeTooLong': 'A report covers at most 5 years. Please choose a shorter range.',
  'staff.reportBlockUnknown': 'There is no report table by that name.',
} satisfies Record<string, string>;

/** The key of a staff message. */
export type TStaffMessageKey = keyof typeof STAFF_MESSAGES_EN;
