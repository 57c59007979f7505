import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import express from 'express';
import { labelRoute } from '@firm/shared/server/http-metrics';

/** The HTTP histogram's route label of the built files (served without an Express route). */
export const STATIC_ROUTE = 'static';

/**
 * The built browser files: `/assets/*` (content-hashed names) cached for a year as immutable; the few
 * un-hashed public files (favicon, social card) for an hour. A missing asset is a plain 404, not a page.
 * The public files are listed once at start (the build made them), so a page request never asks the file
 * system whether it is a file (a `stat` per page view, 3 % of an uncached render's CPU).
 * @param clientDir - `dist/client`
 */
export function staticFiles(clientDir: string): RequestHandler[] {
  const assets = express.static(path.join(clientDir, 'assets'), {
    immutable: true,
    maxAge: '365d',
    index: false,
    redirect: false,
  });
  const publicFiles = express.static(clientDir, {
    maxAge: '1h',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
  });
  const publicPaths = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
      .map((entry) => `/${entry.name}`),
  );
  const assetsRouter = express.Router();
  assetsRouter.use(
    '/assets',
    (_req, res, next) => {
      labelRoute(res, STATIC_ROUTE);
      next();
    },
    assets,
    (_req, res) => {
      res.status(404).type('text/plain').send('Not found');
    },
  );
  const publicOnly: RequestHandler = (req, res, next) => {
    if (!publicPaths.has(req.path)) return next();
    labelRoute(res, STATIC_ROUTE);
    void publicFiles(req, res, next);
  };
  return [assetsRouter, publicOnly];
}
