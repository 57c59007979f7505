import path from 'node:path';
import type { RequestHandler } from 'express';
import express from 'express';

/**
 * The built browser files: `/assets/*` (content-hashed names) cached for a year as immutable; the few
 * un-hashed public files (favicon, social card) for an hour. A missing asset is a plain 404, not a page.
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
  const assetsRouter = express.Router();
  assetsRouter.use('/assets', assets, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return [assetsRouter, publicFiles];
}
