import express, { type RequestHandler, type Router } from 'express';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { parseMediaQuery } from '@firm/shared/studio/studio-media-query';
import { actorOf, localeOf } from '../studio/studio-guard';
import type { MediaLibraryService } from './media-library.service';

/**
 * The media library's routes (`/api/staff/content/media`): list (a page, `?kind=&q=&page=`), one file, upload (multipart: the
 * anti-forgery token in `X-CSRF-Token`, as the body is a file), alt texts, delete. Each only delegates.
 */
export function mediaLibraryRoutes(
  library: MediaLibraryService,
  change: { json: RequestHandler; protect: RequestHandler },
): Router {
  const router = express.Router();
  const name = (params: Record<string, unknown>) => String(params.id ?? '');
  router.get(STUDIO_ROUTES.media, async (req, res) => {
    res.json(await library.list(parseMediaQuery(req.query)));
  });
  router.post(STUDIO_ROUTES.media, change.protect, async (req, res) => {
    res.status(201).json(await library.upload(req, actorOf(res), localeOf(res)));
  });
  router.get(STUDIO_ROUTES.mediaItem, async (req, res) => {
    res.json(await library.get(name(req.params), localeOf(res)));
  });
  router.put(STUDIO_ROUTES.mediaItem, change.json, change.protect, async (req, res) => {
    res.json(await library.setAlt(name(req.params), req.body, actorOf(res), localeOf(res)));
  });
  router.delete(STUDIO_ROUTES.mediaItem, change.protect, async (req, res) => {
    await library.delete(name(req.params), actorOf(res), localeOf(res));
    res.status(204).end();
  });
  return router;
}
