import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { createQueue } from '@firm/shared/server/queue';
import { uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';

// argon2id hashing, a migrated database of its own and sign-ins: more than jest's 5 s on a busy 2-core machine
jest.setTimeout(30_000);

// The embedded mode runs BullMQ on PostgreSQL: bull-board must read that backend too.
describe('The queue dashboard on the PostgreSQL queue backend', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let queue: ReturnType<typeof createQueue>;

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffdash');
    queue = createQueue(uniqueQueueName('pgdash'), { kind: 'postgres', url: db.url });
    await queue.add('probe', { leadId: 1 });
    api = await startLeadsApi({ pool: db.pool, dashboardQueues: [queue] });
  }, 30_000);
  afterAll(async () => {
    await api.close();
    await queue.close();
    await db.drop();
  });

  it('When an admin opens it, then the queue and its waiting job are listed and the backend is named', async () => {
    const admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
    const answer = await admin.request(
      `${QUEUE_DASHBOARD_PATH}/api/queues?activeQueue=${queue.name}&status=waiting&page=1`,
    );
    expect(answer.status).toBe(200);
    const [listed] = answer.body.queues as { name: string; counts: { waiting: number } }[];
    expect(listed).toMatchObject({ name: queue.name, counts: { waiting: 1 } });
    const stats = await admin.request(`${QUEUE_DASHBOARD_PATH}/api/redis/stats`);
    expect(stats.body).toMatchObject({ backend: 'postgres' });
  });

  it.each([
    ['null', { origin: 'null' }],
    ['malformed', { origin: 'http://[' }],
    ['another site', { origin: 'https://evil.example' }],
    ['cross-site by Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site', origin: 'null' }],
    ['missing', {}],
  ])(
    'When an admin’s dashboard write comes with an Origin that is %s, then it is refused with 403 (issue 25 §4)',
    async (_kind, headers: Record<string, string>) => {
      const admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
      const answer = await admin.request(
        `${QUEUE_DASHBOARD_PATH}/api/queues/${queue.name}/retry/failed`,
        { method: 'PUT', headers },
      );
      expect(answer.status).toBe(403);
    },
  );

  it('When an admin’s dashboard write comes from the site’s own page, then it is carried out', async () => {
    const admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
    const own: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin' },
      { origin: api.url },
    ];
    for (const headers of own) {
      const answer = await admin.request(
        `${QUEUE_DASHBOARD_PATH}/api/queues/${queue.name}/retry/failed`,
        { method: 'PUT', headers },
      );
      expect(answer.status).toBe(200);
    }
  });

  it('When an admin opens the board’s page, then it is in Spanish, titled, with a way back to the staff menu above the board', async () => {
    const admin = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'admin' }));
    const answer = await admin.request(QUEUE_DASHBOARD_PATH);
    expect(answer.status).toBe(200);
    const html = String(answer.body.raw);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Colas de envío</title>');
    const bar = html.indexOf('<a href="/staff"');
    expect(bar).toBeGreaterThan(html.indexOf('<body'));
    expect(bar).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).toContain('← Volver al menú del personal');
    const config = /<script id="__UI_CONFIG__" type="application\/json">(.*?)<\/script>/s.exec(
      html,
    );
    expect(JSON.parse(config![1]!)).toMatchObject({ locale: { lng: 'es-ES' } });
    // the board's data is not touched
    const queues = await admin.request(`${QUEUE_DASHBOARD_PATH}/api/queues`);
    expect(queues.status).toBe(200);
    expect(Array.isArray(queues.body.queues)).toBe(true);
  });
});
