import express, { type Router } from 'express';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import { AppError } from '@firm/shared/server/app-error';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { MediaService } from './media.service';

/** The media catalogue: `GET /api/content/media` and `GET /api/content/media/{file}` (variants for `srcset`). */
export function mediaCatalogRoutes(media: MediaService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(CONTENT_ROUTES.mediaCatalog, (req, res) =>
    sendCachedJson(sender, req, res, 'media', () => media.catalog()),
  );
  router.get(CONTENT_ROUTES.mediaInfo, (req, res) => {
    const file = req.params.file as string;
    return sendCachedJson(sender, req, res, `media:${file}`, async () => {
      const info = (await media.infoOf([file])).get(file);
      if (!info) throw new AppError('not_found', 'Not found');
      return info;
    });
  });
  return router;
}
