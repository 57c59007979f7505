import { contentVersionRoutes } from './content/content-version.routes';
import express, { type Express } from 'express';
import { AppError } from '@firm/shared/server/app-error';
import { pingDatabase, type Pool } from '@firm/shared/server/db';
import { errorHandler, healthRoutes, requestContext } from '@firm/shared/server/http';
import type { Logger } from '@firm/shared/server/logger';
import { assertContentLoaded } from './content/startup-import';
import { attorneysRoutes } from './attorneys/attorneys.routes';
import { AttorneysService } from './attorneys/attorneys.service';
import { blogRoutes } from './blog/blog.routes';
import { BlogService } from './blog/blog.service';
import { collectionsRoutes } from './collections/collections.routes';
import { CollectionsService } from './collections/collections.service';
import {
  clearContentCaches,
  createContentCaches,
  type TContentCaches,
} from './http/content-caches';
import { mediaCatalogRoutes } from './media/media-catalog.routes';
import { mediaRoutes } from './media/media.routes';
import { readChunks } from './media-library/media-library.repository';
import { pageTextsRoutes } from './page-texts/page-texts.routes';
import { PageTextsService } from './page-texts/page-texts.service';
import { publicSamplesRoutes } from './samples/samples.routes';
import { SamplesService } from './samples/samples.service';
import { searchRoutes } from './search/search.routes';
import { SearchService } from './search/search.service';
import { siteConfigRoutes } from './site-config/site-config.routes';
import { studioRoutes, type TStudioDeps } from './studio/studio.routes';
import { httpMetrics } from '@firm/shared/server/http-metrics';
import { METRICS_PATH, metricsHandler } from '@firm/shared/server/metrics';

/** What the content app is built from. */
export type TContentAppDeps = {
  pool: Pool;
  logger: Logger;
  /** The instance's caches (the caller clears them after an import). @defaultValue fresh caches */
  caches?: TContentCaches;
  /** `max-age` of content answers in seconds. @defaultValue 60 */
  maxAgeSeconds?: number;
  /** Clock of the reviews' relative dates, for tests. */
  now?: () => Date;
  /** The content studio's API (`/api/staff/content/*`); absent → not served (404). */
  studio?: TStudioDeps;
};

/** Builds the content service's Express app. */
export function createApp(deps: TContentAppDeps): Express {
  const { pool, logger } = deps;
  const caches = deps.caches ?? createContentCaches(pool);
  const maxAgeSeconds = deps.maxAgeSeconds ?? 60;
  const sender = { cache: caches.json, maxAgeSeconds };

  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // content answers carry their own ETag, computed once per cached answer
  // content-api listens on an internal address only (the edge forwards its public paths, never this)
  app.use(httpMetrics('content-api'));
  app.get(METRICS_PATH, metricsHandler());
  app.use(requestContext(logger));
  app.use(
    healthRoutes([
      { name: 'postgres', check: () => pingDatabase(pool) },
      // not ready until the seed content is in: a fresh start imports it in the background
      { name: 'content', check: async () => assertContentLoaded(pool) },
    ]),
  );
  app.use(contentVersionRoutes(pool));
  if (deps.studio) {
    const onMediaChanged = () => clearContentCaches(caches);
    app.use(studioRoutes(pool, caches.media, { onMediaChanged, ...deps.studio }));
  }
  app.use(blogRoutes(new BlogService(pool, caches.media), sender));
  app.use(searchRoutes(new SearchService(pool), { cache: caches.search, maxAgeSeconds }));
  app.use(collectionsRoutes(new CollectionsService(pool, deps.now), sender));
  app.use(attorneysRoutes(new AttorneysService(pool, caches.media), sender));
  app.use(siteConfigRoutes(pool, sender));
  app.use(publicSamplesRoutes(new SamplesService(pool), sender));
  app.use(pageTextsRoutes(new PageTextsService(pool), sender));
  app.use(mediaCatalogRoutes(caches.media, sender));
  app.use(mediaRoutes(caches.media, (file, first, last) => readChunks(pool, file, first, last)));
  app.use(() => {
    throw new AppError('not_found', 'Not found');
  });
  app.use(errorHandler(logger));
  return app;
}
