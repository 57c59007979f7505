import cookieParser from 'cookie-parser';
import express, { type RequestHandler, type Router } from 'express';
import { STUDIO_API_PREFIX, STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { t } from '@firm/shared/i18n/messages';
import { AppError } from '@firm/shared/server/app-error';
import { createCsrf } from '@firm/shared/server/csrf';
import type { Pool } from '@firm/shared/server/db';
import { PAGE_TEXT_NAME } from '@firm/shared/content/page-text-blocks';
import { attorneysStudioRoutes } from '../attorneys-studio/attorneys-studio.routes';
import { postChoices } from '../blog-studio/post-choices';
import { postsCollection } from '../blog-studio/posts-collection';
import { actorView } from '../documents/document-meta';
import type { DocumentsService } from '../documents/documents.service';
import type { MediaService } from '../media/media.service';
import { pagesCollection } from '../pages-studio/pages-collection';
import { FirmCollection } from '../firm-studio/firm-collection';
import { firmRoutes } from '../firm-studio/firm.routes';
import { mediaLibraryRoutes } from '../media-library/media-library.routes';
import { MediaLibraryService } from '../media-library/media-library.service';
import { ItemCollection } from '../item-collections/item-collection';
import { itemCollectionRoutes } from '../item-collections/item-collection.routes';
import { ITEM_SPECS } from '../item-collections/item-specs';
import { SamplesService } from '../samples/samples.service';
import { collectionRoutes } from './studio-collection.routes';
import { localeOf, studioGuard } from './studio-guard';

/** What the studio API is built from. */
export type TStudioDeps = {
  documents: DocumentsService;
  /** `EDGE_PROXY_SECRET`: without it nobody is signed in (401). */
  edgeSecret?: string | undefined;
  /** `CSRF_SECRET`: without it every change is refused (403). */
  csrfSecret?: string | undefined;
  /** `PUBLIC_ORIGIN`: a change posted from another origin is refused. */
  publicOrigin?: string | undefined;
  /** The content folder (a page's sample text). */
  contentDir: string;
  /** Called after the library changed (this instance drops its cached media). */
  onMediaChanged?: () => void;
};

const AUDIT_MAX = 200;
const POST_ID = /^[1-9]\d{0,9}$/;

/**
 * The content studio's API under `/api/staff/content/`: every path behind the studio guard (editors
 * and admins named by the web edge), every change behind the anti-forgery check (the staff's token,
 * signed with the shared `CSRF_SECRET`) and audited.
 */
export function studioRoutes(pool: Pool, media: MediaService, deps: TStudioDeps): Router {
  const router = express.Router();
  router.use(STUDIO_API_PREFIX, studioGuard(deps.edgeSecret), cookieParser());
  const csrf = deps.csrfSecret
    ? createCsrf({ secret: deps.csrfSecret, secureCookies: false, publicOrigin: deps.publicOrigin })
    : null;
  const refuse: RequestHandler = (_req, res, next) =>
    next(new AppError('forbidden', t(localeOf(res), 'submit.error')));
  const json = express.json({ limit: '2mb' });
  const protect = csrf ? csrf.protect : refuse;
  const change = [json, protect];

  router.get(STUDIO_ROUTES.postChoices, async (_req, res) => {
    res.json(await postChoices(pool));
  });
  router.use(
    collectionRoutes(postsCollection(pool, deps.documents, media), {
      paths: {
        list: STUDIO_ROUTES.posts,
        item: STUDIO_ROUTES.post,
        publish: STUDIO_ROUTES.postPublish,
        unpublish: STUDIO_ROUTES.postUnpublish,
        revisions: STUDIO_ROUTES.postRevisions,
        revision: STUDIO_ROUTES.postRevision,
        restore: STUDIO_ROUTES.postRestore,
        preview: STUDIO_ROUTES.postPreview,
      },
      param: 'id',
      parseKey: (raw) => (POST_ID.test(raw) ? raw : null),
      listName: 'posts',
      change,
    }),
  );
  router.use(
    collectionRoutes(pagesCollection(pool, deps.documents, deps.contentDir), {
      paths: {
        list: STUDIO_ROUTES.pages,
        item: STUDIO_ROUTES.page,
        publish: STUDIO_ROUTES.pagePublish,
        unpublish: STUDIO_ROUTES.pageUnpublish,
        revisions: STUDIO_ROUTES.pageRevisions,
        revision: STUDIO_ROUTES.pageRevision,
        restore: STUDIO_ROUTES.pageRestore,
        preview: STUDIO_ROUTES.pagePreview,
      },
      param: 'key',
      parseKey: (raw) => (PAGE_TEXT_NAME.test(raw) && raw.length <= 80 ? raw : null),
      listName: 'pages',
      change,
    }),
  );
  router.use(firmRoutes(new FirmCollection(pool, deps.documents, deps.contentDir), change));
  router.use(
    attorneysStudioRoutes(pool, deps.documents, media, {
      contentDir: deps.contentDir,
      change,
    }),
  );
  router.use(
    mediaLibraryRoutes(
      new MediaLibraryService(pool, media, deps.onMediaChanged ?? (() => undefined)),
      {
        json,
        protect,
      },
    ),
  );
  // the collections of issue 30: reviews, testimonials, lives, categories (item-specs.ts)
  const now = () => deps.documents.now();
  for (const spec of ITEM_SPECS) {
    const collection = new ItemCollection(pool, deps.documents, spec, deps.contentDir, now);
    router.use(itemCollectionRoutes(collection, { change }));
  }
  const samples = new SamplesService(pool);
  router.get(STUDIO_ROUTES.samples, async (_req, res) => {
    res.json(await samples.staff());
  });
  router.get(STUDIO_ROUTES.audit, async (_req, res) => {
    const rows = await deps.documents.recentAudit(AUDIT_MAX);
    res.json({
      entries: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: actorView(row.actor_id, row.actor_name),
        action: row.action,
        kind: row.kind,
        key: row.key,
        detail: row.detail,
      })),
    });
  });
  return router;
}
