import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { createLogger } from '@firm/shared/server/logger';
import { repoPaths } from '@firm/shared/server/paths';
import { STUDIO_MEDIA_LIMITS } from '@firm/shared/studio/studio-media';
import { writeFixtureContent } from '../../support/content-fixture';
import { IMPORT_TIMEOUT_MS } from '../../support/content-server';
import { startStudioServer, type TStudioServer } from '../../support/studio-server';
import { createIsolatedDatabase, type TIsolatedDatabase } from '../../support/isolated-database';
import { startLeadsApi, type TLeadsApi } from '../../support/leads-harness';
import { addTestStaff, signedInVisitor } from '../../support/staff';
import type { Visitor } from '../../support/visitor';
import { startTestEdge, type TTestEdge } from './support/edge-harness';

// the edge's whole-request deadline, short here so that a slow upload outlives it in a test's time
const DEADLINE_MS = 1000;
const fixture = writeFixtureContent();
const seedMedia = (file: string) => readFileSync(path.join(repoPaths().content, 'media', file));
let db: TIsolatedDatabase;
let api: TLeadsApi;
let content: TStudioServer;
let edge: TTestEdge;

beforeAll(async () => {
  db = await createIsolatedDatabase('studiouploads');
  api = await startLeadsApi({ pool: db.pool });
  content = await startStudioServer(db.url, { contentDir: fixture.dir });
  edge = await startTestEdge({
    leadsApiUrl: api.url,
    contentApiUrl: content.baseUrl,
    logger: createLogger('edge-test', 'silent'),
    requestDeadlineMs: DEADLINE_MS,
  });
}, IMPORT_TIMEOUT_MS);

afterAll(async () => {
  await edge?.close();
  await content?.close();
  await api?.close();
  await db?.drop();
  fixture.remove();
});

/** A multipart body of one file in the field `file`. */
function multipart(name: string, bytes: Buffer, type: string) {
  const boundary = `----edge${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

/**
 * POSTs `body` to the edge in `pieces`, pausing `pauseMs` between them (a slow uplink); the status
 * and body of the answer, or status 0 when the connection was closed without one.
 */
function slowPost(
  url: string,
  headers: Record<string, string>,
  body: Buffer,
  pieces: number,
  pauseMs: number,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE'
        ? resolve({ status: 0, text: '' })
        : reject(error),
    );
    void (async () => {
      const size = Math.ceil(body.length / pieces);
      for (let at = 0; at < body.length; at += size) {
        if (at > 0) await sleep(pauseMs);
        if (req.destroyed) return;
        req.write(body.subarray(at, at + size));
      }
      req.end();
    })();
  });
}

async function uploadHeaders(member: Visitor, type: string) {
  const token = await member.token();
  const cookie = [...member.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { cookie, 'x-csrf-token': token, 'content-type': type, accept: 'application/json' };
}

describe('studio uploads through the web edge', () => {
  it('When an editor uploads a video of nearly 200 MB through the edge, then it streams through to content-api and is stored whole', async () => {
    // The 200 MB are made before signing in: making them blocks this process for seconds, and a
    // keep-alive connection the edge closed meanwhile (after 5 s idle) would reset the token's fetch.
    const head = seedMedia('travel-01.mp4');
    const video = Buffer.concat([
      head,
      randomBytes(STUDIO_MEDIA_LIMITS.videoBytes - 1024 - head.length),
    ]);
    const { body, type } = multipart('Evento completo.mp4', video, 'video/mp4');
    const editor = await signedInVisitor(edge.url, await addTestStaff(db.pool, { role: 'editor' }));
    const answer = await slowPost(
      `${edge.url}${STUDIO_ROUTES.media}`,
      await uploadHeaders(editor, type),
      body,
      1,
      0,
    );
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.text)).toMatchObject({
      id: 'evento-completo.mp4',
      kind: 'video',
      byte_size: video.length,
    });
  }, 180_000);

  it('When a signed-in editor’s upload arrives slower than the edge’s request deadline, then it still arrives whole, while a lead form’s body as slow gets a 408', async () => {
    const editor = await signedInVisitor(edge.url, await addTestStaff(db.pool, { role: 'editor' }));
    const { body, type } = multipart(
      'subida lenta.jpg',
      seedMedia('attorney-ana-herrera.jpg'),
      'image/jpeg',
    );
    const upload = await slowPost(
      `${edge.url}${STUDIO_ROUTES.media}`,
      await uploadHeaders(editor, type),
      body,
      4,
      DEADLINE_MS / 2,
    );
    expect(upload.status).toBe(201);
    expect(JSON.parse(upload.text)).toMatchObject({ id: 'subida-lenta.jpg', kind: 'image' });

    const form = Buffer.from('nombre=Ana&telefono=5551234567&correo=ana%40example.com');
    const lead = await slowPost(
      `${edge.url}${API_PATHS.leadSubmit}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      form,
      2,
      DEADLINE_MS * 2,
    );
    expect([408, 0]).toContain(lead.status);
  }, 30_000);
});
