/**
 * Erasure and legal holds' messages in English (issue 31 §3 "Deletion"). Part of the staff messages
 * (spread into them), so the browser build leaves them out with the rest.
 */
export const ERASURE_MESSAGES_EN = {
  'erasure.reasonRequired': 'Please write the reason (up to {max} characters).',
  'erasure.already': 'This lead was already erased.',
  'erasure.onHold':
    'This lead is under a legal hold and cannot be erased. Reason of the hold: {reason}',
  'erasure.holdExists': 'This lead is already under a legal hold.',
  'erasure.noHold': 'This lead has no legal hold to lift.',
  'erasure.holdOnErased': 'This lead was erased; there is nothing left to hold.',
} as const;

/** The key of an erasure message. */
export type TErasureMessageKey = keyof typeof ERASURE_MESSAGES_EN;
