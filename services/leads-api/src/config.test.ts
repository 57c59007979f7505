import { parseConfig } from '@firm/shared/server/config';
import { ZLeadsApiConfigSchema } from './config';

const base = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/firm',
  CSRF_SECRET: 'x'.repeat(32),
};

describe('leads-api config', () => {
  it('When only the required keys are set, then the defaults apply', () => {
    expect(parseConfig(ZLeadsApiConfigSchema, base)).toMatchObject({
      PORT: 4002,
      COOKIE_SECURE: false,
      RATE_LIMIT_WINDOW_MS: 900_000,
      RATE_LIMIT_PER_IP: 30,
      RATE_LIMIT_PER_PHONE: 5,
      TRUST_PROXY: 1,
      HOST: '127.0.0.1',
    });
  });

  it('When TRUST_PROXY is a number and COOKIE_SECURE is true, then they are typed', () => {
    const config = parseConfig(ZLeadsApiConfigSchema, {
      ...base,
      TRUST_PROXY: '2',
      COOKIE_SECURE: 'true',
    });
    expect(config).toMatchObject({ TRUST_PROXY: 2, COOKIE_SECURE: true });
  });

  it.each([
    [{ CSRF_SECRET: 'short' }, 'CSRF_SECRET'],
    [{ CSRF_SECRET: undefined }, 'CSRF_SECRET'],
    [{ RATE_LIMIT_PER_IP: '0' }, 'RATE_LIMIT_PER_IP'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ EDGE_PROXY_SECRET: 'too-short' }, 'EDGE_PROXY_SECRET'],
    [{ TRUST_PROXY: 'loopback' }, 'TRUST_PROXY'],
    [
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', NODE_ENV: 'production' },
      'WEBHOOK_ALLOW_PRIVATE_TARGETS',
    ],
    [{ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'yes' }, 'WEBHOOK_ALLOW_PRIVATE_TARGETS'],
    [{ QUEUE_PREFIX: 'bull:leads' }, 'QUEUE_PREFIX'],
  ])('When %p is set, then the config names %s as wrong', (env, key) => {
    expect(() => parseConfig(ZLeadsApiConfigSchema, { ...base, ...env })).toThrow(new RegExp(key));
  });

  it('When WEBHOOK_ALLOW_PRIVATE_TARGETS is unset, then rules may only point at public addresses; outside production it may be set', () => {
    expect(parseConfig(ZLeadsApiConfigSchema, base).WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
    for (const NODE_ENV of [undefined, 'development', 'test'])
      expect(
        parseConfig(ZLeadsApiConfigSchema, {
          ...base,
          NODE_ENV,
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        }).WEBHOOK_ALLOW_PRIVATE_TARGETS,
      ).toBe(true);
  });

  it("When QUEUE_PREFIX is unset or empty, then none is configured (the database's own is read at start); when set, it is kept", () => {
    expect(parseConfig(ZLeadsApiConfigSchema, base).QUEUE_PREFIX).toBeUndefined();
    expect(
      parseConfig(ZLeadsApiConfigSchema, { ...base, QUEUE_PREFIX: '' }).QUEUE_PREFIX,
    ).toBeUndefined();
    expect(
      parseConfig(ZLeadsApiConfigSchema, { ...base, QUEUE_PREFIX: 'staging-1' }).QUEUE_PREFIX,
    ).toBe('staging-1');
  });
});
