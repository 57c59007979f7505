import type { Server } from 'node:http';
import type { Express } from 'express';
import type { AddressInfo } from 'node:net';
import { createApp } from '@firm/content-api/app';
import { importContent, type TImportOptions } from '@firm/content-api/content/import-content';
import { createContentCaches, type TContentCaches } from '@firm/content-api/http/content-caches';
import { createPool, type Pool } from '@firm/shared/server/db';
import { closeServer } from '@firm/shared/server/http';
import { createLogger } from '@firm/shared/server/logger';
import { testDatabaseUrl } from './env';

/** A content-api listening on a free loopback port. */
export type TContentServer = {
  baseUrl: string;
  pool: Pool;
  caches: TContentCaches;
  /** GET (or another method) relative to the server. */
  get: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
};

/** Options of {@link startContentServer}. */
export type TStartOptions = {
  /** @defaultValue the run's database */
  databaseUrl?: string;
  /** Import this content folder first (the seed content when `true`). @defaultValue true */
  importFrom?: string | true | false;
  importOptions?: TImportOptions;
  now?: () => Date;
};

/** Builds the app with `createApp`, imports content into the database (once per test file) and listens on port 0. */
export async function startContentServer(options: TStartOptions = {}): Promise<TContentServer> {
  const pool = createPool(options.databaseUrl ?? testDatabaseUrl());
  const importFrom = options.importFrom ?? true;
  if (importFrom !== false) {
    await importContent(pool, {
      replace: true,
      ...options.importOptions,
      ...(importFrom === true ? {} : { contentDir: importFrom }),
    });
  }
  const caches = createContentCaches(pool);
  const app = createApp({
    pool,
    logger: createLogger('content-api-test', 'silent'),
    caches,
    now: options.now,
  });
  const { server, baseUrl } = await listenLocally(app);
  return {
    baseUrl,
    pool,
    caches,
    get: (path, init) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      await closeServer(server);
      await pool.end();
    },
  };
}

/** Listens on a free loopback port. */
export async function listenLocally(app: Express): Promise<{ server: Server; baseUrl: string }> {
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** How long the first import may take (it encodes the image variants when the disk cache is cold). */
export const IMPORT_TIMEOUT_MS = 180_000;
