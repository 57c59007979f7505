import express, { type Router } from 'express';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { SamplesService } from './samples.service';

/** `GET /api/content/samples` (internal, for the web edge's pages): cached like every content answer. */
export function publicSamplesRoutes(samples: SamplesService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(CONTENT_ROUTES.samples, (req, res) =>
    sendCachedJson(sender, req, res, 'samples', () => samples.public()),
  );
  return router;
}
