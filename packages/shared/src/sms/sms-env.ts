/**
 * The text-message provider's settings (issue 29 §2): a client of Twilio's Messages API shape, its base
 * URL, account and token from the environment, off unless configured. The worker sends with them; leads-api
 * checks the provider's signature on inbound messages with the same token.
 */
import { z } from 'zod';

/** Twilio's own API origin; a Twilio-compatible provider (or a local fake) sets another. */
export const DEFAULT_SMS_API_BASE_URL = 'https://api.twilio.com';

const blankIsUnset = z.literal('').transform(() => undefined);

/** The SMS keys of a service's environment (merged into the worker's and leads-api's config schemas). */
export const ZSmsEnvSchema = z.object({
  /** Where the Messages API lives. @defaultValue https://api.twilio.com */
  SMS_API_BASE_URL: z.url().default(DEFAULT_SMS_API_BASE_URL),
  /** The account (Twilio: `AC` and 32 hex digits); texts are off without it. */
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'must be AC followed by 32 hexadecimal digits')
    .optional()
    .or(blankIsUnset),
  /** The account's auth token: signs the API calls and the provider's inbound webhooks. */
  SMS_AUTH_TOKEN: z.string().min(16, 'must be at least 16 characters').optional().or(blankIsUnset),
  /** The sender: an E.164 number (+19155550100) or a messaging service (`MG` + 32 hex digits). */
  SMS_FROM: z
    .string()
    .regex(
      /^(\+[1-9]\d{7,14}|MG[0-9a-fA-F]{32})$/,
      'must be +E.164 or a messaging service id (MG…)',
    )
    .optional()
    .or(blankIsUnset),
});
export type TSmsEnv = z.infer<typeof ZSmsEnvSchema>;

/** Texts are configured: what a client needs. */
export type TSmsSettings = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
};

/** A refinement for a config schema that includes {@link ZSmsEnvSchema}: all three keys or none. */
export const smsAllOrNone: [(env: TSmsEnv) => boolean, { path: string[]; message: string }] = [
  (env: TSmsEnv) => {
    const set = [env.SMS_ACCOUNT_SID, env.SMS_AUTH_TOKEN, env.SMS_FROM].filter(Boolean).length;
    return set === 0 || set === 3;
  },
  {
    path: ['SMS_ACCOUNT_SID'],
    message: 'SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM go together: set all three or none',
  },
];

/** The provider's settings, or `undefined` when texts are off (any key missing). */
export function smsSettingsOf(env: TSmsEnv): TSmsSettings | undefined {
  if (!env.SMS_ACCOUNT_SID || !env.SMS_AUTH_TOKEN || !env.SMS_FROM) return undefined;
  return {
    baseUrl: env.SMS_API_BASE_URL.replace(/\/+$/, ''),
    accountSid: env.SMS_ACCOUNT_SID,
    authToken: env.SMS_AUTH_TOKEN,
    from: env.SMS_FROM,
  };
}
