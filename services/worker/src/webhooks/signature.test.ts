import { signWebhook, verifyWebhookSignature } from './signature';

const secret = 'a-webhook-secret-of-test';
const body = JSON.stringify({ event: 'lead.accepted', lead: { id: 1 } });

describe('webhook signature', () => {
  it('When the body and timestamp are unchanged, then the signature verifies', () => {
    const signature = signWebhook(secret, 1_700_000_000, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(
      verifyWebhookSignature(secret, { timestamp: '1700000000', signature }, body, 1_700_000_010),
    ).toBe(true);
  });

  it('When the body was altered, then the signature does not verify', () => {
    const signature = signWebhook(secret, 1_700_000_000, body);
    expect(
      verifyWebhookSignature(
        secret,
        { timestamp: '1700000000', signature },
        `${body} `,
        1_700_000_010,
      ),
    ).toBe(false);
  });

  it('When the timestamp is older than the tolerance, then the signature does not verify', () => {
    const signature = signWebhook(secret, 1_700_000_000, body);
    expect(
      verifyWebhookSignature(secret, { timestamp: '1700000000', signature }, body, 1_700_001_000),
    ).toBe(false);
  });

  it('When the secret differs, then the signature does not verify', () => {
    const signature = signWebhook('another-secret-value', 1_700_000_000, body);
    expect(
      verifyWebhookSignature(secret, { timestamp: '1700000000', signature }, body, 1_700_000_000),
    ).toBe(false);
  });
});
