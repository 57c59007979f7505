/**
 * The provider adapter for text messages (issue 29 §2): one method to send, errors sorted into those worth a
 * retry and those that never succeed. Twilio's Messages API is the shape; another provider (the roadmap's
 * two-way texts and WhatsApp) is another implementation of this type.
 */

/** One text to send. */
export type TOutgoingText = {
  /** The lead's number, E.164 (+1…). */
  to: string;
  body: string;
};

/** A provider that sends texts. */
export type TSmsProvider = {
  /**
   * Sends one text.
   * @returns the provider's id of the message
   * @throws SmsRefusedError when the provider will never accept it (bad number, recipient opted out)
   */
  send(text: TOutgoingText): Promise<{ id: string }>;
};

/** The provider refused a text for good: retrying cannot help (the job fails without retries). */
export class SmsRefusedError extends Error {
  constructor(
    message: string,
    /** The provider's error code (Twilio: 21610 opted out, 21211 invalid number, 21614 not a mobile). */
    readonly code: number | undefined,
  ) {
    super(message);
    this.name = 'SmsRefusedError';
  }
}
