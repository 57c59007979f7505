import { API_PATHS } from '@firm/shared/routes/api-paths';
import {
  QUEUE_DASHBOARD_PATH,
  STAFF_API_PATHS,
  staffAccountActionPath,
} from '@firm/shared/routes/staff-paths';
import { createQueue } from '@firm/shared/server/queue';
import { uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor, type TTestStaff } from '../../support/staff';
import { Visitor } from '../../support/visitor';

// argon2id hashing, a migrated database of its own and sign-ins: more than jest's 5 s on a busy 2-core machine
jest.setTimeout(30_000);

type TRoute = { method: 'GET' | 'POST'; path: string };

/** Every route that needs a staff session (any role). */
const INTAKE_ROUTES: TRoute[] = [
  { method: 'POST', path: STAFF_API_PATHS.password },
  { method: 'POST', path: API_PATHS.socialMediaLeadSubmit },
];

/** Every route for admins only. */
const ADMIN_ROUTES: TRoute[] = [
  { method: 'GET', path: STAFF_API_PATHS.accounts },
  { method: 'GET', path: STAFF_API_PATHS.accountsAudit },
  { method: 'POST', path: STAFF_API_PATHS.accounts },
  { method: 'POST', path: staffAccountActionPath(1, 'disable') },
  { method: 'POST', path: staffAccountActionPath(1, 'enable') },
  { method: 'POST', path: staffAccountActionPath(1, 'reset-password') },
  { method: 'GET', path: QUEUE_DASHBOARD_PATH },
  { method: 'GET', path: `${QUEUE_DASHBOARD_PATH}/api/queues` },
];

const call = (visitor: Visitor, route: TRoute) =>
  route.method === 'GET' ? visitor.request(route.path) : visitor.postForm(route.path, {});

describe('Access to the staff routes', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let intake: TTestStaff;
  let admin: TTestStaff;
  const queue = createQueue(uniqueQueueName('dash'), {
    kind: 'redis',
    url: process.env.REDIS_URL ?? '',
  });

  beforeAll(async () => {
    db = await createIsolatedDatabase('staffaccess');
    api = await startLeadsApi({ pool: db.pool, dashboardQueues: [queue] });
    intake = await addTestStaff(db.pool, { role: 'intake' });
    admin = await addTestStaff(db.pool, { role: 'admin' });
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await api.close();
    await db.drop();
  });

  it.each([
    ...INTAKE_ROUTES,
    ...ADMIN_ROUTES,
    { method: 'GET', path: STAFF_API_PATHS.session } as TRoute,
  ])(
    'When an anonymous caller asks $method $path, then the answer is 401 JSON in Spanish, no-store',
    async (route) => {
      const answer = await call(new Visitor(api.url), route);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ status: 'error', message: 'Inicie sesión para continuar.' });
    },
  );

  it('When an anonymous caller asks an unknown path under /api/staff/, then it is refused (401), not a 404 that maps the API', async () => {
    const answer = await new Visitor(api.url).request('/api/staff/leads?page=1');
    expect(answer.status).toBe(401);
  });

  it('When a staff answer is given, then it carries Cache-Control: private, no-store', async () => {
    const response = await fetch(`${api.url}${STAFF_API_PATHS.session}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const social = await fetch(`${api.url}${API_PATHS.socialMediaLeadSubmit}`, { method: 'POST' });
    expect(social.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each(ADMIN_ROUTES)(
    'When an intake member asks $method $path, then the answer is 403',
    async (route) => {
      const visitor = await signedInVisitor(api.url, intake);
      const answer = await call(visitor, route);
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({
        status: 'error',
        message: 'Su cuenta no tiene permiso para esto.',
      });
    },
  );

  it('When an admin opens the queue dashboard, then bull-board answers with the leads queue listed', async () => {
    const visitor = await signedInVisitor(api.url, admin);
    const page = await visitor.request(QUEUE_DASHBOARD_PATH);
    expect(page.status).toBe(200);
    expect(String(page.body.raw)).toContain(`<base href="${QUEUE_DASHBOARD_PATH}/"`);
    const queues = await visitor.request(`${QUEUE_DASHBOARD_PATH}/api/queues`);
    expect((queues.body.queues as { name: string }[]).map((q) => q.name)).toEqual([queue.name]);
  });

  it("When another site's page sends a dashboard action with an admin's cookie, then it is refused", async () => {
    const visitor = await signedInVisitor(api.url, admin);
    const answer = await visitor.request(`${QUEUE_DASHBOARD_PATH}/api/queues/${queue.name}/pause`, {
      method: 'PUT',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });

  it('When a member with a one-time password calls the API, then only the session and password routes answer (403 password_change_required)', async () => {
    const pending = await addTestStaff(db.pool, { oneTime: true });
    const visitor = await signedInVisitor(api.url, pending);
    const me = await visitor.request(STAFF_API_PATHS.session);
    expect(me.body.staff).toMatchObject({ mustChangePassword: true });
    const social = await visitor.postForm(API_PATHS.socialMediaLeadSubmit, {});
    expect(social.status).toBe(403);
    expect(social.body.code).toBe('password_change_required');
  });
});
