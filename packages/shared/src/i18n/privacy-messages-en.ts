/**
 * The privacy tools' messages in English (issue 31 §2–§3): requests, the export, corrections. Part of
 * the staff messages (spread into them), so the browser build leaves them out with the rest.
 */
export const PRIVACY_MESSAGES_EN = {
  'privacy.fieldInvalid': 'Please check this field.',
  'privacy.requestNotFound': 'That privacy request does not exist.',
  'privacy.kindInvalid': 'Please choose what the person asked for.',
  'privacy.receivedOnInvalid': 'Please enter the date the request was received.',
  'privacy.receivedOnFuture': 'The date received cannot be in the future.',
  'privacy.channelInvalid': 'Please choose how the request arrived.',
  'privacy.requesterInvalid': 'Please write who made the request (up to {max} characters).',
  'privacy.textTooLong': 'This text is too long (up to {max} characters).',
  'privacy.leadIdsInvalid': 'One of the leads to link is not valid.',
  'privacy.leadMissing': 'Lead #{id} does not exist.',
  'privacy.statusInvalid': 'Please choose a valid status.',
  'privacy.closed': 'This request is closed; it can no longer be changed.',
  'privacy.outcomeRequired': 'Please write the outcome before closing the request.',
  'privacy.extendedAlready':
    'This request was already extended once; the law allows one extension only.',
  'privacy.extendToInvalid':
    'The new due date must be after {due} and no later than {max} (45 more days at most).',
  'privacy.extensionReasonRequired':
    'Please write the reason for the extension (the person must be told why).',
  'privacy.searchTooShort':
    'Please enter at least 7 digits of a phone number, or an e-mail address.',
  'privacy.reasonRequired': 'Please write the reason for the correction (up to {max} characters).',
  'privacy.nameInvalid': 'Please enter a name (up to 120 characters).',
  'privacy.emailInvalid': 'Please enter a valid e-mail address, or leave it empty to remove it.',
  'privacy.phoneInvalid': 'Please enter a phone number with 10 digits.',
  'privacy.messageInvalid': 'The message is too long (up to 2000 characters).',
  'privacy.nothingToCorrect': 'Please change at least one field.',
  'retention.spamDaysInvalid': 'Spam: please enter a whole number of days from {min} to {max}.',
  'retention.unengagedMonthsInvalid':
    'Leads never contacted or not qualified: please enter a whole number of months from {min} to {max}.',
  'retention.callClickMonthsInvalid':
    'Phone-link clicks: please enter a whole number of months from {min} to {max}.',
} as const;

/** The key of a privacy message. */
export type TPrivacyMessageKey = keyof typeof PRIVACY_MESSAGES_EN;
