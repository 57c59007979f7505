import { Redis } from 'ioredis';
import { ZRateLimitedAnswerSchema } from '@firm/shared/content/error-answer';
import { t } from '@firm/shared/i18n/messages';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { REFERRALS_PATH } from '@firm/leads-api/referrals/referrals.routes';
import { testRedisUrl } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

const FIFTEEN_MINUTES = 15 * 60_000;

let ipCounter = 0;
const freshIp = () => {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
};

describe.each([
  ['Redis', true],
  ['PostgreSQL', false],
])('the rate-limit answer (issue 25 §2), %s store', (_name, useRedis) => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let redis: Redis | undefined;
  const prefix = `rl-answer-${Date.now()}-${useRedis ? 'r' : 'p'}:`;

  beforeAll(async () => {
    db = await createIsolatedDatabase(useRedis ? 'rlanswer_r' : 'rlanswer_p');
    redis = useRedis ? new Redis(testRedisUrl()) : undefined;
    api = await startLeadsApi({
      pool: db.pool,
      rateLimitPrefix: prefix,
      limits: { windowMs: FIFTEEN_MINUTES, perIp: 1, perPhone: 1 },
      ...(useRedis ? { redisUrl: testRedisUrl() } : {}),
    });
  });
  afterAll(async () => {
    await api.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await db.drop();
  });

  /** Moves the reset of this IP's counter to `ms` from now, as time passing would. */
  const resetIpCounterIn = async (ip: string, ms: number) => {
    if (redis) await redis.pexpire(`${prefix}ip:${ip}`, ms);
    else
      await db.pool.query(
        "UPDATE rate_limit_hits SET reset_at = now() + $2::int * interval '1 millisecond' WHERE key = $1",
        [`${prefix}ip:${ip}`, ms],
      );
  };

  /** A visitor at a new address who has used her one submission. */
  const limitedVisitor = async () => {
    const ip = freshIp();
    const visitor = new Visitor(api.url, viaEdge(ip));
    const first = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'));
    expect(first.status).toBe(200);
    return { ip, visitor };
  };

  it('When the window is 15 minutes, then the 429 says about 15 minutes in the form language, with the exact wait in seconds and in Retry-After', async () => {
    const { visitor } = await limitedVisitor();
    const spanish = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'));
    expect(spanish.status).toBe(429);
    const body = ZRateLimitedAnswerSchema.strict().parse(spanish.body);
    expect(body.message).toBe(t('es', 'rateLimit.waitMinutes', { minutes: 15 }));
    expect(body.retryAfterSeconds).toBeGreaterThan(890);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(Number(visitor.lastHeaders.get('retry-after'))).toBe(body.retryAfterSeconds);

    const english = await visitor.postForm(API_PATHS.leadSubmit, leadFields('footer-en'));
    expect(english).toMatchObject({
      status: 429,
      body: { message: t('en', 'rateLimit.waitMinutes', { minutes: 15 }) },
    });
  });

  it.each([
    [12 * 60_000 - 500, t('es', 'rateLimit.waitMinutes', { minutes: 12 }), 720],
    [70_000, t('es', 'rateLimit.waitAMinute'), 70],
    [20_000, t('es', 'rateLimit.waitUnderAMinute'), 20],
  ])(
    'When the limit resets in %i ms, then the 429 says "%s" and retryAfterSeconds is %i',
    async (ms, message, seconds) => {
      const { ip, visitor } = await limitedVisitor();
      await resetIpCounterIn(ip, ms);
      const answer = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'));
      expect(answer).toMatchObject({ status: 429, body: { status: 'error', message } });
      expect(Math.abs(Number(answer.body.retryAfterSeconds) - seconds)).toBeLessThanOrEqual(1);
    },
  );

  it('When a referral batch is over the limit, then its 429 has the same shape, in Spanish', async () => {
    const { visitor } = await limitedVisitor();
    const answer = await visitor.postJson(REFERRALS_PATH, {
      nombre: 'Ana Ruiz',
      phone: uniquePhone(),
      checkbox: true,
      referidos: [{ nombre: 'Luis Ruiz', phone: uniquePhone() }],
    });
    expect(answer.status).toBe(429);
    const body = ZRateLimitedAnswerSchema.strict().parse(answer.body);
    expect(body.message).toBe(t('es', 'rateLimit.waitMinutes', { minutes: 15 }));
    expect(Number(visitor.lastHeaders.get('retry-after'))).toBe(body.retryAfterSeconds);
  });
});
