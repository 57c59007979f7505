import express, { type Router } from 'express';
import { AppError } from '@firm/shared/server/app-error';
import { MEDIA_PATH_PREFIX } from '@firm/shared/routes/api-paths';
import { parseByteRange } from './byte-range';
import { writeMediaBody, type TReadChunks } from './media-body';
import type { MediaService } from './media.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/**
 * `GET /images/files/{file}`: media bytes with ETag, long-lived caching and single byte ranges (a video
 * uploaded in the studio streamed from its chunks).
 */
export function mediaRoutes(media: MediaService, readChunks: TReadChunks): Router {
  const router = express.Router();
  router.get(`${MEDIA_PATH_PREFIX}:file`, async (req, res) => {
    const hit = await media.file(req.params.file as string);
    if (!hit) throw new AppError('not_found', 'Not found');
    const { media: file, immutable } = hit;
    const etag = `"${file.sha256.slice(0, 32)}"`;
    res.setHeader('Cache-Control', immutable ? IMMUTABLE : SHORT);
    res.setHeader('ETag', etag);
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', file.content_type);
    const ifRange = req.header('if-range');
    const size = file.byte_size;
    const range = ifRange && ifRange !== etag ? null : parseByteRange(req.header('range'), size);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${size}`);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.status(416).json({ status: 'error', message: 'Range not satisfiable' });
      return;
    }
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    }
    res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : size));
    if (req.method === 'HEAD') res.end();
    else await writeMediaBody(res, file, range, readChunks);
  });
  return router;
}
