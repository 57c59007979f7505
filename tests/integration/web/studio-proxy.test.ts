import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { EDGE_SECRET_HEADER } from '@firm/shared/server/edge-secret';
import { createLogger } from '@firm/shared/server/logger';
import {
  encodeStaffIdentity,
  STAFF_IDENTITY_HEADER,
} from '@firm/shared/server/staff-identity-header';
import { writeFixtureContent } from '../../support/content-fixture';
import { IMPORT_TIMEOUT_MS } from '../../support/content-server';
import { startStudioServer, type TStudioServer } from '../../support/studio-server';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, TEST_EDGE_SECRET, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import { Visitor } from '../../support/visitor';
import { startTestEdge, type TTestEdge } from './support/edge-harness';

const fixture = writeFixtureContent();
let db: TIsolatedDatabase;
let api: TLeadsApi;
let content: TStudioServer;
let edge: TTestEdge;

beforeAll(async () => {
  db = await createIsolatedDatabase('studioproxy');
  api = await startLeadsApi({ pool: db.pool });
  content = await startStudioServer(db.url, { contentDir: fixture.dir });
  edge = await startTestEdge({
    leadsApiUrl: api.url,
    contentApiUrl: content.baseUrl,
    logger: createLogger('edge-test', 'silent'),
  });
}, IMPORT_TIMEOUT_MS);

afterAll(async () => {
  await edge?.close();
  await content?.close();
  await api?.close();
  await db?.drop();
  fixture.remove();
});

describe('the studio API through the web edge', () => {
  it('When an editor signed in at the staff area creates an article through the edge, then content-api knows who they are and records it', async () => {
    const staff = await addTestStaff(db.pool, { role: 'editor' });
    const editor = await signedInVisitor(edge.url, staff);
    expect((await editor.request(STUDIO_ROUTES.posts)).status).toBe(200);
    const created = await editor.postJson(STUDIO_ROUTES.posts, { es: { titulo: 'Hola' } });
    expect(created.status).toBe(201);
    const { rows } = await db.pool.query<{ actor_id: number; actor_email: string }>(
      `SELECT actor_id, actor_email FROM content_revisions WHERE kind = 'post' AND key = $1`,
      [String(created.body.id)],
    );
    expect(rows).toEqual([{ actor_id: staff.id, actor_email: staff.email }]);
  });

  it('When the token is left out, then the edge forwards the change and content-api refuses it', async () => {
    const editor = await signedInVisitor(edge.url, await addTestStaff(db.pool, { role: 'editor' }));
    const answer = await editor.postJson(STUDIO_ROUTES.posts, {}, { token: null });
    expect(answer.status).toBe(403);
  });

  it('When an intake member asks through the edge, then every studio path is a 403', async () => {
    const intake = await signedInVisitor(edge.url, await addTestStaff(db.pool, { role: 'intake' }));
    expect((await intake.request(STUDIO_ROUTES.posts)).status).toBe(403);
    expect((await intake.postJson(STUDIO_ROUTES.posts, {})).status).toBe(403);
  });

  it('When a browser with no session sends its own member header and a guessed (even the right) edge secret, then the edge drops both: 401', async () => {
    const forger = new Visitor(edge.url, {
      [STAFF_IDENTITY_HEADER]: encodeStaffIdentity({
        id: 1,
        email: 'boss@firm.test',
        name: 'Boss',
        role: 'admin',
        mustChangePassword: false,
      }),
      [EDGE_SECRET_HEADER]: TEST_EDGE_SECRET,
    });
    const answer = await forger.request(STUDIO_ROUTES.posts);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Inicie sesión para continuar.');
  });

  it('When an intake member sends a member header naming an admin, then the edge replaces it with who they are: 403', async () => {
    const staff = await addTestStaff(db.pool, { role: 'intake' });
    const intake = await signedInVisitor(edge.url, staff);
    const answer = await intake.request(STUDIO_ROUTES.posts, {
      headers: {
        [STAFF_IDENTITY_HEADER]: encodeStaffIdentity({
          id: staff.id,
          email: staff.email,
          name: 'Me',
          role: 'admin',
          mustChangePassword: false,
        }),
      },
    });
    expect(answer.status).toBe(403);
  });
});
