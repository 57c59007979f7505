/**
 * Texts through Twilio's official client (`twilio`), pointed at `SMS_API_BASE_URL` by the HTTP client
 * the client accepts (the maintainers' own answer for a Twilio-compatible endpoint or a local fake,
 * twilio/twilio-node#326): the client builds and signs the request, this only changes its origin.
 */
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import type { TSmsSettings } from '@firm/shared/sms/sms-env';
import { SmsRefusedError, type TOutgoingText, type TSmsProvider } from './sms-provider';

const TWILIO_API_ORIGIN = 'https://api.twilio.com';

/** Twilio's request client with the API's origin replaced by the configured one. */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: 10_000, keepAlive: true });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_API_ORIGIN)
      ? this.baseUrl + opts.uri.slice(TWILIO_API_ORIGIN.length)
      : opts.uri;
    return super.request<TData>({ ...opts, uri });
  }
}

/** An HTTP status that no retry changes (the request itself is wrong or refused). */
const isPermanent = (status: number) => status >= 400 && status < 500 && status !== 429;

/** A provider sending through Twilio's Messages API at the settings' base URL. */
export function createTwilioProvider(settings: TSmsSettings): TSmsProvider {
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: new BaseUrlRequestClient(settings.baseUrl),
  });
  const sender = settings.from.startsWith('MG')
    ? { messagingServiceSid: settings.from }
    : { from: settings.from };
  return {
    async send(text: TOutgoingText) {
      try {
        const message = await client.messages.create({ ...sender, to: text.to, body: text.body });
        return { id: message.sid };
      } catch (error) {
        if (error instanceof twilio.RestException && isPermanent(error.status)) {
          throw new SmsRefusedError(error.message, error.code);
        }
        throw error;
      }
    },
  };
}
