import { z } from 'zod';
import { ZSmsEnvSchema, smsAllOrNone, smsSettingsOf } from './sms-env';

const schema = ZSmsEnvSchema.refine(...smsAllOrNone);
const SID = `AC${'0123456789abcdef'.repeat(2)}`;

describe('the SMS settings', () => {
  it('When no SMS key is set, then texts are off', () => {
    expect(smsSettingsOf(schema.parse({}))).toBeUndefined();
  });

  it('When the three keys are set, then the settings carry them and the base URL without its slash', () => {
    const env = schema.parse({
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: 'a-token-of-sixteen',
      SMS_FROM: '+19155550100',
      SMS_API_BASE_URL: 'http://127.0.0.1:9999/',
    });
    expect(smsSettingsOf(env)).toEqual({
      baseUrl: 'http://127.0.0.1:9999',
      accountSid: SID,
      authToken: 'a-token-of-sixteen',
      from: '+19155550100',
    });
  });

  it('When only some keys are set, then the configuration is refused naming the three', () => {
    const result = schema.safeParse({ SMS_ACCOUNT_SID: SID });
    expect(result.success).toBe(false);
    expect(z.prettifyError(result.error!)).toContain('set all three or none');
  });

  it('When the sender is neither a number nor a messaging service, then it is refused', () => {
    expect(schema.safeParse({ SMS_FROM: '915-555-0100' }).success).toBe(false);
  });
});
