import { webcrypto } from 'node:crypto';
import { isIdempotencyKey, newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('When called, then it returns a version 4 UUID', () => {
    const key = newIdempotencyKey(webcrypto);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isIdempotencyKey(key)).toBe(true);
  });

  it('When called twice, then the keys differ', () => {
    expect(newIdempotencyKey(webcrypto)).not.toBe(newIdempotencyKey(webcrypto));
  });

  it('When the random bytes are all 0xff, then the version and variant bits are still set', () => {
    const allOnes = { getRandomValues: (array: Uint8Array) => array.fill(0xff) };
    expect(newIdempotencyKey(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe('isIdempotencyKey', () => {
  it('When the value is not a UUID, then it is rejected', () => {
    expect(isIdempotencyKey('')).toBe(false);
    expect(isIdempotencyKey('123')).toBe(false);
    expect(isIdempotencyKey(undefined)).toBe(false);
  });
});
