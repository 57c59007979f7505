import { createTwilioProvider } from '@firm/worker/sms/twilio-provider';
import { SmsRefusedError } from '@firm/worker/sms/sms-provider';
import { startFakeSmsProvider, type TFakeSmsProvider } from '../../support/fake-sms-provider';

let fake: TFakeSmsProvider;

beforeAll(async () => {
  fake = await startFakeSmsProvider();
});
afterAll(() => fake.close());

const settings = (from: string) => ({
  baseUrl: fake.url,
  accountSid: fake.accountSid,
  authToken: fake.authToken,
  from,
});

describe("the Twilio provider against a fake of Twilio's Messages API", () => {
  it('When a text is sent from a number, then the provider receives it signed with the account and answers its id', async () => {
    const sent = await createTwilioProvider(settings('+19155550100')).send({
      to: '+19155550142',
      body: 'Hola, recibimos su mensaje.',
    });
    expect(fake.rejected).toEqual([]);
    expect(fake.texts.at(-1)).toMatchObject({
      sid: sent.id,
      to: '+19155550142',
      from: '+19155550100',
      body: 'Hola, recibimos su mensaje.',
    });
  });

  it('When the sender is a messaging service, then the text names it instead of a number', async () => {
    const service = `MG${'ab'.repeat(16)}`;
    await createTwilioProvider(settings(service)).send({ to: '+19155550143', body: 'Hola' });
    expect(fake.texts.at(-1)).toMatchObject({ to: '+19155550143', from: service });
  });

  it('When the recipient has opted out (21610), then the send fails for good with the code', async () => {
    fake.refuseNext({
      status: 400,
      code: 21610,
      message: 'Attempt to send to unsubscribed recipient',
    });
    const sending = createTwilioProvider(settings('+19155550100')).send({
      to: '+19155550144',
      body: 'Hola',
    });
    await expect(sending).rejects.toBeInstanceOf(SmsRefusedError);
    await expect(sending).rejects.toMatchObject({ code: 21610 });
  });

  it('When the provider fails on its side (500), then the error is one worth a retry', async () => {
    fake.refuseNext({ status: 500, code: 20500, message: 'Internal Server Error' });
    const sending = createTwilioProvider(settings('+19155550100')).send({
      to: '+19155550145',
      body: 'Hola',
    });
    await expect(sending).rejects.not.toBeInstanceOf(SmsRefusedError);
  });

  it('When the token is wrong, then the fake refuses it as Twilio would', async () => {
    const wrong = { ...settings('+19155550100'), authToken: 'not-the-token-at-all' };
    await expect(
      createTwilioProvider(wrong).send({ to: '+19155550146', body: 'Hola' }),
    ).rejects.toThrow();
    expect(fake.rejected.at(-1)).toBe('bad credentials');
  });
});
