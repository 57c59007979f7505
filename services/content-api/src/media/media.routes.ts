import express, { type Router } from 'express';
import { AppError } from '@firm/shared/server/app-error';
import { MEDIA_PATH_PREFIX } from '@firm/shared/routes/api-paths';
import { parseByteRange } from './byte-range';
import type { MediaService } from './media.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

/** `GET /images/files/{file}`: media bytes with ETag, long-lived caching and single byte ranges. */
export function mediaRoutes(media: MediaService): Router {
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
    const range =
      ifRange && ifRange !== etag ? null : parseByteRange(req.header('range'), file.bytes.length);
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${file.bytes.length}`);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.status(416).json({ status: 'error', message: 'Range not satisfiable' });
      return;
    }
    const body = range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes;
    if (range) {
      res.status(206);
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.bytes.length}`);
    }
    res.setHeader('Content-Length', String(body.length));
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return router;
}
