/**
 * What a lead's reply to a text means (issue 29 §2). Carriers and Twilio honour the standard English
 * opt-out words themselves; the firm's leads answer in Spanish too, so ALTO, BAJA, CANCELAR and PARAR
 * stop texts here as well. A reply that is only one of these words (any case, accents and punctuation
 * around it ignored) is an opt-out; anything else (HELP and START included, which the provider answers
 * itself) is a message for the team, recorded on the lead's timeline. Nothing here gives consent back: an
 * opt-out is lifted by a person, on the lead's page, never by a keyword.
 */

/** Words that withdraw consent to texts: the issue's Spanish ones and the carriers' standard English ones. */
export const OPT_OUT_WORDS = [
  'STOP',
  'ALTO',
  'BAJA',
  'CANCELAR',
  'PARAR',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
] as const;

export type TInboundKind = 'opt-out' | 'reply';

/** The reply as one bare upper-case word without accents or punctuation, or '' when it is more. */
function bareWord(body: string): string {
  const word = body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .trim()
    .toUpperCase();
  return /\s/.test(word) ? '' : word;
}

/**
 * Classifies an inbound text: an opt-out word, or a reply.
 * @param body - the message as the provider posted it (`Body`)
 */
export function classifyInboundText(body: string): TInboundKind {
  const word = bareWord(body);
  if ((OPT_OUT_WORDS as readonly string[]).includes(word)) return 'opt-out';
  return 'reply';
}
