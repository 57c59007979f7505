import { API_PATHS } from '@firm/shared/routes/api-paths';
import { createPool, type Pool } from '@firm/shared/server/db';
import { testRedisUrl } from '../../support/env';
import { leadFields } from '../../support/lead-factory';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { Visitor } from '../../support/visitor';

// Nothing listens there: PostgreSQL is "down".
const CLOSED_POSTGRES = 'postgres://postgres@127.0.0.1:5999/leads';

describe.each([
  ['PostgreSQL', undefined],
  ['Redis', 'redis'],
])('PostgreSQL unreachable (rate-limit store: %s)', (_name, store) => {
  let pool: Pool;
  let api: TLeadsApi;

  beforeAll(async () => {
    pool = createPool(CLOSED_POSTGRES);
    api = await startLeadsApi({ pool, ...(store ? { redisUrl: testRedisUrl() } : {}) });
  });
  afterAll(async () => {
    await api.close();
    await pool.end();
  });

  it('When a lead is submitted, then the answer is 503 JSON in under 1 s', async () => {
    const visitor = new Visitor(api.url);
    const token = await visitor.token();
    const started = Date.now();
    const answer = await visitor.postForm(API_PATHS.leadSubmit, leadFields('contact-es'), {
      token,
    });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(answer).toMatchObject({ status: 503, body: { status: 'error' } });
  });

  it('When readiness is asked, then /readyz answers 503 and /healthz 200', async () => {
    const visitor = new Visitor(api.url);
    expect((await visitor.request('/readyz')).status).toBe(503);
    expect((await visitor.request('/healthz')).status).toBe(200);
  });
});
