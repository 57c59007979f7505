import express, { type Router } from 'express';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import type { Pool } from '@firm/shared/server/db';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import { requireSiteConfig } from './site-config.service';

/** `GET /api/content/site-config`: the firm's facts as written in site-config.json. */
export function siteConfigRoutes(pool: Pool, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(CONTENT_ROUTES.siteConfig, (req, res) =>
    sendCachedJson(sender, req, res, 'site-config', () => requireSiteConfig(pool)),
  );
  return router;
}
