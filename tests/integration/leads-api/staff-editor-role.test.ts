import { API_PATHS } from '@firm/shared/routes/api-paths';
import {
  QUEUE_DASHBOARD_PATH,
  STAFF_API_PATHS,
  staffAccountActionPath,
  staffLeadPath,
  staffRoutingRulePath,
} from '@firm/shared/routes/staff-paths';
import { createQueue } from '@firm/shared/server/queue';
import { uniqueQueueName } from '../../support/env';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import type { Visitor } from '../../support/visitor';

// argon2id hashing and sign-ins on a busy 2-core machine
jest.setTimeout(30_000);

type TRoute = { method: 'GET' | 'POST'; path: string };

/** Every lead route (the inbox, a lead, its export, routing, accounts, the queues, the social-media form). */
const LEAD_ROUTES: TRoute[] = [
  { method: 'GET', path: STAFF_API_PATHS.leads },
  { method: 'GET', path: STAFF_API_PATHS.leadsExport },
  { method: 'GET', path: staffLeadPath(1) },
  { method: 'POST', path: staffLeadPath(1, 'status') },
  { method: 'POST', path: staffLeadPath(1, 'resend') },
  { method: 'GET', path: STAFF_API_PATHS.routing },
  { method: 'GET', path: STAFF_API_PATHS.routingAudit },
  { method: 'POST', path: STAFF_API_PATHS.routing },
  { method: 'POST', path: staffRoutingRulePath(1, 'delete') },
  { method: 'GET', path: STAFF_API_PATHS.accounts },
  { method: 'POST', path: staffAccountActionPath(1, 'disable') },
  { method: 'GET', path: QUEUE_DASHBOARD_PATH },
  { method: 'POST', path: API_PATHS.socialMediaLeadSubmit },
];

const call = (visitor: Visitor, route: TRoute) =>
  route.method === 'GET' ? visitor.request(route.path) : visitor.postForm(route.path, {});

describe('The editor role in leads-api', () => {
  let db: TIsolatedDatabase;
  let api: TLeadsApi;
  let editor: Visitor;
  const queue = createQueue(uniqueQueueName('editor'), {
    kind: 'redis',
    url: process.env.REDIS_URL ?? '',
  });

  beforeAll(async () => {
    db = await createIsolatedDatabase('editorrole');
    api = await startLeadsApi({ pool: db.pool, dashboardQueues: [queue] });
    editor = await signedInVisitor(api.url, await addTestStaff(db.pool, { role: 'editor' }));
  });
  afterAll(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    await api.close();
    await db.drop();
  });

  it('When an editor calls any lead route, then it is a 403 in Spanish and no lead data comes back', async () => {
    for (const route of LEAD_ROUTES) {
      const answer = await call(editor, route);
      expect([route.method, route.path, answer.status]).toEqual([route.method, route.path, 403]);
      expect(JSON.stringify(answer.body)).not.toMatch(/leads|telefono|phone/i);
    }
    const answer = await editor.request(STAFF_API_PATHS.leads);
    expect(answer.body.message).toBe('Su cuenta no tiene permiso para esto.');
  });

  it('When an editor asks who is signed in, then the session answers with the editor role', async () => {
    const answer = await editor.request(STAFF_API_PATHS.session);
    expect(answer.status).toBe(200);
    expect((answer.body.staff as { role: string }).role).toBe('editor');
  });

  it('When an editor account is added, then the role is accepted and audited like the others', async () => {
    const { rows } = await db.pool.query<{ role: string; action: string }>(
      `SELECT a.role, u.action FROM staff_accounts a JOIN staff_audit u ON u.target_id = a.id
       WHERE a.role = 'editor'`,
    );
    expect(rows).toEqual([{ role: 'editor', action: 'account.created' }]);
  });
});
