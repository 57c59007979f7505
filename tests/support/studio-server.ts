import cookieParser from 'cookie-parser';
import express from 'express';
import { createApp } from '@firm/content-api/app';
import type { TScheduledPublish } from '@firm/content-api/documents/documents.service';
import { DocumentsService } from '@firm/content-api/documents/documents.service';
import {
  createPublishQueue,
  type TPublishQueueDeps,
} from '@firm/content-api/documents/publish-queue';
import { POST_KIND } from '@firm/content-api/blog-studio/post-kind';
import { PAGE_KIND } from '@firm/content-api/pages-studio/page-kind';
import { ITEM_KINDS } from '@firm/content-api/item-collections/item-specs';
import { importContent } from '@firm/content-api/content/import-content';
import {
  clearContentCaches,
  createContentCaches,
  type TContentCaches,
} from '@firm/content-api/http/content-caches';
import { createCsrf, CSRF_HEADER } from '@firm/shared/server/csrf';
import { createPool, type Pool } from '@firm/shared/server/db';
import { EDGE_SECRET_HEADER } from '@firm/shared/server/edge-secret';
import { closeServer } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import {
  encodeStaffIdentity,
  STAFF_IDENTITY_HEADER,
} from '@firm/shared/server/staff-identity-header';
import type { TStaffRole } from '@firm/shared/staff/staff-policy';
import { repoPaths } from '@firm/shared/server/paths';
import { writeFixtureContent, type TFixturePost } from './content-fixture';
import { TEST_CSRF_SECRET, TEST_EDGE_SECRET } from './leads-harness';
import { IMPORT_TIMEOUT_MS, listenLocally } from './content-server';
import {
  createScratchDatabase,
  type TScratchDatabase,
} from '../integration/content-api/support/scratch-database';

// the secrets of the test leads-api and edge: a test stack of all three signs and proves alike
export { TEST_CSRF_SECRET, TEST_EDGE_SECRET };

/** A staff member as the edge names them. */
export type TMember = { id: number; name: string; email: string; role: TStaffRole };

/** Members the tests act as. */
export const MEMBERS = {
  editor: { id: 101, name: 'Elena Editora', email: 'elena@firm.test', role: 'editor' },
  otherEditor: { id: 102, name: 'Marco Redactor', email: 'marco@firm.test', role: 'editor' },
  admin: { id: 103, name: 'Ana Admin', email: 'ana@firm.test', role: 'admin' },
  intake: { id: 104, name: 'Iván Intake', email: 'ivan@firm.test', role: 'intake' },
} as const satisfies Record<string, TMember>;

/** An answer: status and JSON body. */
export type TStudioAnswer = { status: number; body: Record<string, unknown>; headers: Headers };

/** A content-api with its studio, built from `createApp` like the server does. */
export type TStudioServer = {
  baseUrl: string;
  pool: Pool;
  caches: TContentCaches;
  documents: DocumentsService;
  /** The scheduled publications put on the queue (a fake queue; the scheduling tests use BullMQ). */
  queued: { job: TScheduledPublish; at: Date }[];
  /** A client acting as `member` through the edge (secret, identity, anti-forgery token). */
  as: (member: TMember) => Promise<StudioClient>;
  close: () => Promise<void>;
};

/** Gets an anti-forgery token and its cookies as leads-api issues them (same secret). */
async function issueToken(): Promise<{ token: string; cookie: string }> {
  const app = express();
  app.use(cookieParser());
  const csrf = createCsrf({ secret: TEST_CSRF_SECRET, secureCookies: false });
  app.get('/token', (req, res) => {
    res.json({ token: csrf.issueToken(req, res) });
  });
  const { server, baseUrl } = await listenLocally(app);
  try {
    const response = await fetch(`${baseUrl}/token`);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    return { token: ((await response.json()) as { token: string }).token, cookie };
  } finally {
    await closeServer(server);
  }
}

/** A member's client of the studio API. */
export class StudioClient {
  constructor(
    private readonly baseUrl: string,
    readonly headers: Record<string, string>,
  ) {}

  /** A request; JSON bodies are sent as JSON. */
  async request(method: string, path: string, body?: unknown, extra: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...this.headers, ...extra } };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { raw: text };
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body: unknown = {}) => this.request('POST', path, body);
  put = (path: string, body: unknown) => this.request('PUT', path, body);
  delete = (path: string) => this.request('DELETE', path);
}

/** The headers the edge adds for a member (and the member's own anti-forgery cookies and token). */
export async function memberHeaders(member: TMember): Promise<Record<string, string>> {
  const { token, cookie } = await issueToken();
  return {
    [EDGE_SECRET_HEADER]: TEST_EDGE_SECRET,
    [STAFF_IDENTITY_HEADER]: encodeStaffIdentity({ ...member, mustChangePassword: false }),
    cookie,
    [CSRF_HEADER]: token,
  };
}

/** Options of {@link startStudioServer}. */
export type TStudioServerOptions = {
  /** The content folder imported first (the seed when absent). */
  contentDir?: string;
  /** Start on the database as it is (a restart): no import. */
  skipImport?: boolean;
  /** Scheduled publications on a real BullMQ queue (its worker runs in this server). */
  queue?: TPublishQueueDeps;
  now?: () => Date;
};

/**
 * Starts a content-api with its studio on a database of its own (`databaseUrl`), after importing a
 * content folder into it (the seed when none is given), as server.ts builds it.
 */
export async function startStudioServer(
  databaseUrl: string,
  options: TStudioServerOptions = {},
): Promise<TStudioServer> {
  const pool = createPool(databaseUrl, { max: 10 });
  if (!options.skipImport)
    await importContent(pool, {
      replace: true,
      ...(options.contentDir ? { contentDir: options.contentDir } : {}),
    });
  const caches = createContentCaches(pool);
  const queued: TStudioServer['queued'] = [];
  const queue = options.queue ? createPublishQueue(options.queue) : null;
  const documents = new DocumentsService({
    pool,
    onPublished: () => clearContentCaches(caches),
    enqueue: async (job, at) => {
      queued.push({ job, at });
      await queue?.enqueue(job, at);
    },
    ...(options.now ? { now: options.now } : {}),
  });
  queue?.start(documents, [POST_KIND, PAGE_KIND, ...ITEM_KINDS], pool);
  const app = createApp({
    pool,
    logger: createLogger('studio-test', 'silent'),
    caches,
    studio: {
      documents,
      edgeSecret: TEST_EDGE_SECRET,
      csrfSecret: TEST_CSRF_SECRET,
      contentDir: options.contentDir ?? repoPaths().content,
    },
  });
  const { server, baseUrl } = await listenLocally(app);
  return {
    baseUrl,
    pool,
    caches,
    documents,
    queued,
    as: async (member) => new StudioClient(baseUrl, await memberHeaders(member)),
    close: async () => {
      await closeServer(server);
      await queue?.close();
      await pool.end();
    },
  };
}

/** What {@link useStudioServer} gives a test file once its `beforeAll` has run. */
export type TStudioFixture = { studio: TStudioServer; editor: StudioClient; dir: string };

/**
 * Registers the hooks of a studio test file: a fixture content folder (`posts`), a database of its
 * own with it imported, the studio server and an editor's client; `afterAll` removes them all.
 */
export function useStudioServer(posts: TFixturePost[] = [{}]): TStudioFixture {
  const fixture = writeFixtureContent(posts);
  const state = { dir: fixture.dir } as TStudioFixture;
  let scratch: TScratchDatabase | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase();
    state.studio = await startStudioServer(scratch.url, { contentDir: fixture.dir });
    state.editor = await state.studio.as(MEMBERS.editor);
  }, IMPORT_TIMEOUT_MS);
  afterAll(async () => {
    await state.studio?.close();
    await scratch?.drop();
    fixture.remove();
  });
  return state;
}
