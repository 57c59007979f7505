/** A national hotline (or 911) shown openly beside the note on browsing safely. */
export type THotline = {
  id: 'emergency' | 'domesticViolence' | 'trafficking';
  /** The number as people write it. */
  display: string;
  /** For the `tel:` link. */
  tel: string;
  /** The text-message line, when there is one: the number and the word to send, if any. */
  text?: { to: string; word?: string };
};

/**
 * 911 and the two national hotlines a victim of abuse or trafficking may need at once, as the hotlines
 * publish them (thehotline.org: call 1-800-799-7233 or text START to 88788; humantraffickinghotline.org:
 * call 1-888-373-7888 or text 233733).
 */
export const HOTLINES: readonly THotline[] = [
  { id: 'emergency', display: '911', tel: '911' },
  {
    id: 'domesticViolence',
    display: '1-800-799-7233',
    tel: '+18007997233',
    text: { to: '88788', word: 'START' },
  },
  { id: 'trafficking', display: '1-888-373-7888', tel: '+18883737888', text: { to: '233733' } },
];

/**
 * The `sms:` link of a text-message line, with its word in the body where the phone supports it
 * (`?&body=` is read by both Android and iOS).
 * @param text - the number and the word to send
 */
export function hotlineTextHref(text: NonNullable<THotline['text']>): string {
  return text.word ? `sms:${text.to}?&body=${encodeURIComponent(text.word)}` : `sms:${text.to}`;
}
