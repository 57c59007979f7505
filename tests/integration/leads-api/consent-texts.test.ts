import { createHash } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { CONSENT_TEXT, CONSENT_VERSION } from '@firm/shared/forms/consent';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { testRedisUrl } from '../../support/env';
import { startServiceProcess, type TServiceProcess } from '../../support/service-process';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { leadFields } from '../../support/lead-factory';
import { Visitor } from '../../support/visitor';

/** A loopback port nothing listens on. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('consent texts, stored when leads-api starts (issue 26)', () => {
  let db: TIsolatedDatabase;
  let api: TServiceProcess;

  beforeAll(async () => {
    db = await createIsolatedDatabase('consent_start');
    api = await startServiceProcess('leads-api', 'leads-api', await freePort(), {
      DATABASE_URL: db.url,
      REDIS_URL: testRedisUrl(),
      RATE_LIMIT_PREFIX: `consent-${Date.now()}-rl:`,
      CSRF_SECRET: 'consent-test-secret-0123456789abcdef0123',
    });
  }, 60_000);
  afterAll(async () => {
    await api.stop();
    await db.drop();
  });

  it('When leads-api has started, then every consent text of the shared module is stored before any submission', async () => {
    const { rows } = await db.pool.query(
      'SELECT sha256, locale, version, body FROM consent_texts ORDER BY locale',
    );
    expect(rows).toEqual(
      (['en', 'es'] as const).map((locale) => ({
        sha256: createHash('sha256').update(CONSENT_TEXT[locale]).digest('hex'),
        locale,
        version: CONSENT_VERSION,
        body: CONSENT_TEXT[locale],
      })),
    );
  });

  it('When a lead is submitted, then it points at the stored text it was shown', async () => {
    const fields = leadFields('contact-es');
    const answer = await new Visitor(`http://127.0.0.1:${api.port}`).postForm(
      API_PATHS.leadSubmit,
      fields,
    );
    expect(answer.status).toBe(200);
    const { rows } = await db.pool.query(
      `SELECT c.locale, c.version FROM leads l JOIN consent_texts c ON c.sha256 = l.consent_sha256
        WHERE l.idempotency_key = $1`,
      [fields.idempotency_key],
    );
    expect(rows).toEqual([{ locale: 'es', version: CONSENT_VERSION }]);
  });
});
