import { CONTENT_URLS } from '@firm/shared/routes/content-paths';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import { createLogger } from '@firm/shared/server/logger';
import { createQueue, type QueueBackend } from '@firm/shared/server/queue';
import { ZStudioPostSchema } from '@firm/shared/studio/studio-post';
import { testRedisUrl, uniqueQueueName } from '../../support/env';
import { writeFixtureContent } from '../../support/content-fixture';
import { IMPORT_TIMEOUT_MS } from '../../support/content-server';
import { createScratchDatabase, type TScratchDatabase } from './support/scratch-database';
import { MEMBERS, startStudioServer, type TStudioServer } from '../../support/studio-server';
import { parseWire } from './support/wire';

// a schedule 6 s ahead, a restart, and BullMQ's PostgreSQL backend polling: well within a minute
jest.setTimeout(90_000);

const fixture = writeFixtureContent();
afterAll(() => fixture.remove());

const LEAD_MS = 6_000;
const PREFIX = 'studio-test';

async function waitFor<T>(what: () => Promise<T | undefined>, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await what();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.each([
  ['Redis', (_url: string): QueueBackend => ({ kind: 'redis', url: testRedisUrl() })],
  ['PostgreSQL', (url: string): QueueBackend => ({ kind: 'postgres', url })],
])('scheduled publishing on BullMQ with %s', (_name, backendOf) => {
  let scratch: TScratchDatabase;
  let first: TStudioServer | undefined;
  let second: TStudioServer | undefined;
  const queueName = uniqueQueueName('publish');

  beforeAll(async () => {
    scratch = await createScratchDatabase();
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await first?.close().catch(() => undefined);
    await second?.close();
    // the PostgreSQL backend's jobs go with the database; Redis keeps its keys unless removed
    const queue = createQueue(queueName, backendOf(scratch.url), { prefix: PREFIX });
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await scratch.drop();
  });

  it('When an article is scheduled and the service restarts before its time, then it goes live once, soon after its time', async () => {
    const queue = () => ({
      backend: backendOf(scratch.url),
      prefix: PREFIX,
      logger: createLogger('schedule-test', 'silent'),
      queueName,
    });
    first = await startStudioServer(scratch.url, { contentDir: fixture.dir, queue: queue() });
    const editor = await first.as(MEMBERS.editor);
    const created = await editor.post(STUDIO_ROUTES.posts, {
      category: 'vawa',
      author: 'ana-herrera',
      main_media: 'blog-vawa-self-petition.jpg',
      index: [{ es: 'Plazo', en: 'Deadline', anchor: 'plazo' }],
      es: {
        url: 'programado',
        titulo: 'Programado',
        description: 'Sale solo.',
        main_media_text: 'Foto',
        markdown: '## Plazo {#plazo}\n\nTexto.',
      },
    });
    const post = parseWire(ZStudioPostSchema, created.body);
    const at = new Date(Date.now() + LEAD_MS);
    const scheduled = await editor.post(studioUrl('postPublish', { id: post.id }), {
      languages: ['es'],
      at: at.toISOString(),
    });
    expect(scheduled.status).toBe(200);
    expect(parseWire(ZStudioPostSchema, scheduled.body).languages.es).toMatchObject({
      state: 'scheduled',
      live: false,
      scheduled_at: at.toISOString(),
      scheduled_revision: 1,
    });
    await first.close();
    first = undefined;

    second = await startStudioServer(scratch.url, {
      contentDir: fixture.dir,
      skipImport: true,
      queue: queue(),
    });
    const url = `${second.baseUrl}${CONTENT_URLS.article('es', 'programado')}`;
    expect((await fetch(url)).status).toBe(404);
    await waitFor(async () => ((await fetch(url)).status === 200 ? true : undefined), 60_000);
    const liveAfterMs = Date.now() - at.getTime();
    expect(liveAfterMs).toBeLessThan(60_000);

    // a few seconds more: the reconciliation and any duplicate job must not publish it again
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const { rows } = await second.pool.query<{ action: string; detail: { scheduled: boolean } }>(
      `SELECT action, detail FROM content_audit WHERE kind = 'post' AND key = $1 AND action = 'publish'`,
      [String(post.id)],
    );
    expect(rows).toEqual([
      { action: 'publish', detail: { languages: ['es'], revision: 1, scheduled: true } },
    ]);
    const after = parseWire(
      ZStudioPostSchema,
      (await (await second.as(MEMBERS.editor)).get(studioUrl('post', { id: post.id }))).body,
    );
    expect(after.languages.es).toMatchObject({
      state: 'published',
      live: true,
      published_revision: 1,
    });
  });
});
