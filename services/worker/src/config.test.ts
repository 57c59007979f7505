import { parseConfig } from '@firm/shared/server/config';
import { smtpUrlOf, ZWorkerConfigSchema } from './config';
import { handlerSettings } from './settings';

const base = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/firm' };

describe('worker config', () => {
  it('When only DATABASE_URL is set, then mail goes to .eml files and the default intake address', () => {
    const config = parseConfig(ZWorkerConfigSchema, base);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.INTAKE_EMAIL_TO).toEqual(['contacto@herreraimmigrationlaw.com']);
    expect(config.WEBHOOK_URLS).toEqual([]);
    expect(handlerSettings(config)).toMatchObject({
      staffInboxUrl: 'http://localhost:3000/staff',
      mailDomain: 'herreraimmigrationlaw.com',
    });
  });

  it('When lists and routes are given, then they are parsed', () => {
    const config = parseConfig(ZWorkerConfigSchema, {
      ...base,
      INTAKE_EMAIL_TO: 'a@firm.test, b@firm.test',
      INTAKE_EMAIL_ROUTES: '{"situation":{"abuse-victim":["vawa@firm.test"]}}',
      WEBHOOK_URLS: 'https://crm.example.com/hook,https://backup.example.com/hook',
      WEBHOOK_SECRET: 'a-long-enough-secret',
      PUBLIC_ORIGIN: 'https://www.herreraimmigrationlaw.com/',
    });
    expect(config.INTAKE_EMAIL_TO).toEqual(['a@firm.test', 'b@firm.test']);
    expect(config.INTAKE_EMAIL_ROUTES).toEqual({
      form: {},
      situation: { 'abuse-victim': ['vawa@firm.test'] },
    });
    expect(config.WEBHOOK_URLS).toHaveLength(2);
    expect(handlerSettings(config).staffInboxUrl).toBe(
      'https://www.herreraimmigrationlaw.com/staff',
    );
  });

  it.each([
    [{ WEBHOOK_URLS: 'https://crm.example.com/hook' }, 'WEBHOOK_SECRET'],
    [{ INTAKE_EMAIL_TO: 'not-an-address' }, 'INTAKE_EMAIL_TO'],
    [{ INTAKE_EMAIL_ROUTES: '{oops' }, 'INTAKE_EMAIL_ROUTES'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'smtp', SMTP_URL: '' }, 'SMTP_URL'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT'],
    [
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', NODE_ENV: 'production' },
      'WEBHOOK_ALLOW_PRIVATE_TARGETS',
    ],
    [{ WEBHOOK_TIMEOUT_MS: '120000' }, 'DELIVERY_CLAIM_TTL_MS'],
  ])('When %p is set, then the config names %s as wrong', (env, key) => {
    expect(() => parseConfig(ZWorkerConfigSchema, { ...base, ...env })).toThrow(new RegExp(key));
  });

  it('When MAIL_TRANSPORT is smtp with an SMTP_URL, then mail goes over SMTP; file forces .eml files', () => {
    const smtp = { ...base, SMTP_URL: 'smtp://mailpit:1025' };
    expect(smtpUrlOf(parseConfig(ZWorkerConfigSchema, { ...smtp, MAIL_TRANSPORT: 'smtp' }))).toBe(
      'smtp://mailpit:1025',
    );
    expect(smtpUrlOf(parseConfig(ZWorkerConfigSchema, smtp))).toBe('smtp://mailpit:1025');
    expect(
      smtpUrlOf(parseConfig(ZWorkerConfigSchema, { ...smtp, MAIL_TRANSPORT: 'file' })),
    ).toBeUndefined();
  });

  it('When WEBHOOK_ALLOW_PRIVATE_TARGETS is unset, then webhooks go to public https: addresses only; outside production it may be set', () => {
    expect(handlerSettings(parseConfig(ZWorkerConfigSchema, base)).webhookTargets).toEqual({
      allowPrivate: false,
    });
    const local = parseConfig(ZWorkerConfigSchema, {
      ...base,
      NODE_ENV: 'development',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    });
    expect(handlerSettings(local).webhookTargets).toEqual({ allowPrivate: true });
  });
});
