import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { EDGE_SECRET_HEADER } from '@firm/shared/server/edge-secret';
import {
  encodeStaffIdentity,
  STAFF_IDENTITY_HEADER,
} from '@firm/shared/server/staff-identity-header';
import {
  MEMBERS,
  memberHeaders,
  useStudioServer,
  TEST_EDGE_SECRET,
} from '../../support/studio-server';

const served = useStudioServer([{}]);

const editorIdentity = encodeStaffIdentity({ ...MEMBERS.editor, mustChangePassword: false });

/** Every served.studio path and verb (an unknown one too: the guard stands before the routes). */
const ROUTES: [string, string][] = [
  ['GET', STUDIO_ROUTES.posts],
  ['POST', STUDIO_ROUTES.posts],
  ['GET', studioUrl('post', { id: 1 })],
  ['PUT', studioUrl('post', { id: 1 })],
  ['POST', studioUrl('postPublish', { id: 1 })],
  ['POST', studioUrl('postUnpublish', { id: 1 })],
  ['GET', studioUrl('postRevisions', { id: 1 })],
  ['POST', studioUrl('postRestore', { id: 1, rev: 1 })],
  ['GET', studioUrl('postPreview', { id: 1 })],
  ['GET', STUDIO_ROUTES.pages],
  ['PUT', studioUrl('page', { key: 'privacy' })],
  ['GET', STUDIO_ROUTES.media],
  ['POST', STUDIO_ROUTES.media],
  ['DELETE', studioUrl('mediaItem', { id: 'x.jpg' })],
  ['GET', STUDIO_ROUTES.audit],
  ['GET', '/api/staff/content/not-a-route'],
];

async function call(method: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${served.studio.baseUrl}${path}`, {
    method,
    headers: { ...headers, 'content-type': 'application/json' },
    ...(method === 'GET' ? {} : { body: '{}' }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string } };
}

describe('who may use the studio API', () => {
  it('When nobody is named, or the identity comes without the edge secret or with a wrong one, then every path is a 401', async () => {
    const forged = { [STAFF_IDENTITY_HEADER]: editorIdentity };
    const wrongSecret = {
      ...forged,
      [EDGE_SECRET_HEADER]: 'not-the-secret-of-the-edge-0123456789',
    };
    const secretOnly = { [EDGE_SECRET_HEADER]: TEST_EDGE_SECRET };
    for (const headers of [{}, forged, wrongSecret, secretOnly]) {
      for (const [method, path] of ROUTES) {
        const answer = await call(method, path, headers);
        expect([method, path, answer.status]).toEqual([method, path, 401]);
      }
    }
    expect((await call('GET', STUDIO_ROUTES.posts, forged)).body.message).toBe(
      'Inicie sesión para continuar.',
    );
  });

  it('When an intake member is named, then every path is a 403 (no content work for intake)', async () => {
    const headers = await memberHeaders(MEMBERS.intake);
    for (const [method, path] of ROUTES) {
      const answer = await call(method, path, headers);
      expect([method, path, answer.status]).toEqual([method, path, 403]);
    }
    expect((await call('GET', `${STUDIO_ROUTES.posts}?lang=en`, headers)).body.message).toBe(
      'Your account is not allowed to do this.',
    );
  });

  it('When an editor still has a one-time password, then the studio refuses with password_change_required', async () => {
    const headers = {
      ...(await memberHeaders(MEMBERS.editor)),
      [STAFF_IDENTITY_HEADER]: encodeStaffIdentity({ ...MEMBERS.editor, mustChangePassword: true }),
    };
    const answer = await call('GET', STUDIO_ROUTES.posts, headers);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ code: 'password_change_required' });
  });

  it('When an editor or an admin is named by the edge, then the studio answers, never to be cached', async () => {
    for (const member of [MEMBERS.editor, MEMBERS.admin]) {
      const response = await fetch(`${served.studio.baseUrl}${STUDIO_ROUTES.posts}`, {
        headers: await memberHeaders(member),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });
});
