import type { Request, Response } from 'express';
import type { JsonCache } from './json-cache';

/** Cache-Control of content answers: shared caches may keep them briefly and revalidate in the background. */
export function contentCacheControl(maxAgeSeconds: number): string {
  return `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${maxAgeSeconds * 10}`;
}

/** What a content route needs to answer from the cache. */
export type TJsonSender = {
  cache: JsonCache;
  maxAgeSeconds: number;
};

/**
 * Answers `req` with the cached JSON of `key` (loading it once when missing): ETag and
 * Cache-Control always, `304` without a body when `If-None-Match` names it (`req.fresh`).
 */
export async function sendCachedJson(
  sender: TJsonSender,
  req: Request,
  res: Response,
  key: string,
  load: () => Promise<unknown>,
): Promise<void> {
  const entry = await sender.cache.getOrLoad(key, load);
  res.setHeader('Cache-Control', contentCacheControl(sender.maxAgeSeconds));
  res.setHeader('ETag', entry.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', String(entry.body.length));
  res.status(200).end(req.method === 'HEAD' ? undefined : entry.body);
}
