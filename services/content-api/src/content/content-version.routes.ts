import express, { type Router } from 'express';
import { CONTENT_VERSION_PATH } from '@firm/shared/routes/content-paths';
import type { Pool } from '@firm/shared/server/db';
import { readContentVersion } from './content-version';

/**
 * `GET /internal/content-version` → `{ version }`: the web edge polls it and drops its cached pages when
 * an import changed the content. One indexed single-row read; never cached.
 */
export function contentVersionRoutes(pool: Pool): Router {
  const router = express.Router();
  router.get(CONTENT_VERSION_PATH, async (_req, res) => {
    res.setHeader('cache-control', 'no-store');
    res.json({ version: await readContentVersion(pool) });
  });
  return router;
}
