import { t } from '@firm/shared/i18n/messages';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { testRedisUrl } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields, uniquePhone } from '../../support/lead-factory';
import { startLeadsApi, viaEdge, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

// The harness's window is a minute: the answer says so.
const TOO_MANY = { es: t('es', 'rateLimit.waitAMinute'), en: t('en', 'rateLimit.waitAMinute') };

let ipCounter = 0;
/** A client IP of its own (named by the edge's X-Forwarded-For, believed with its secret). */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250) + Math.floor(Math.random() * 200)}.${(ipCounter % 250) + 1}`;
};

describe.each([
  ['Redis', true],
  ['PostgreSQL', false],
])('rate limits with the %s store', (_name, useRedis) => {
  let db: TIsolatedDatabase;
  let first: TLeadsApi;
  let second: TLeadsApi;

  beforeAll(async () => {
    db = await createIsolatedDatabase(useRedis ? 'rlredis' : 'rlpg');
    const options = {
      pool: db.pool,
      rateLimitPrefix: `rl-shared-${Date.now()}:`,
      limits: { perIp: 3, perPhone: 2 },
      ...(useRedis ? { redisUrl: testRedisUrl() } : {}),
    };
    first = await startLeadsApi(options);
    second = await startLeadsApi(options);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await db.drop();
  });

  it('When one IP submits more than the limit across two instances, then 429 answers in the form language', async () => {
    const ip = freshIp();
    const onFirst = new Visitor(first.url, viaEdge(ip));
    const onSecond = new Visitor(second.url, viaEdge(ip));
    const statuses = [];
    for (const visitor of [onFirst, onSecond, onFirst])
      statuses.push(
        (await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'))).status,
      );
    expect(statuses).toEqual([200, 200, 200]);
    const spanish = await onSecond.postForm(API_PATHS.leadSubmit, leadFields('contact-es'));
    expect(spanish).toMatchObject({ status: 429, body: { status: 'error', message: TOO_MANY.es } });
    const english = await onFirst.postForm(API_PATHS.leadSubmit, leadFields('footer-en'));
    expect(english).toMatchObject({ status: 429, body: { status: 'error', message: TOO_MANY.en } });
  });

  it('When one phone number is submitted more than the limit from different IPs, then 429', async () => {
    const phone = uniquePhone();
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      answers.push(
        await new Visitor(first.url, viaEdge(freshIp())).postForm(
          API_PATHS.leadSubmit,
          leadFields('contact-en', { phone }),
        ),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
    expect(answers[2]?.body.message).toBe(TOO_MANY.en);
    expect((await db.pool.query('SELECT 1 FROM leads WHERE phone = $1', [phone])).rowCount).toBe(2);
  });

  it('When other visitors submit meanwhile, then they are not limited', async () => {
    const answer = await new Visitor(second.url, viaEdge(freshIp())).postForm(
      API_PATHS.leadSubmit,
      leadFields('contact-es'),
    );
    expect(answer.status).toBe(200);
  });
});
