import express, { type Router } from 'express';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import { readSiteConfig } from './site-config.repository';

/** `GET /api/content/site-config`: the firm's facts as written in site-config.json. */
export function siteConfigRoutes(pool: Pool, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(CONTENT_ROUTES.siteConfig, (req, res) =>
    sendCachedJson(sender, req, res, 'site-config', async () => {
      const config = await readSiteConfig(pool);
      if (config === undefined)
        throw new AppError('unavailable', 'Content has not been imported yet');
      return config;
    }),
  );
  return router;
}
