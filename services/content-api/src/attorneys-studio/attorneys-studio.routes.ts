import express, { type RequestHandler, type Router } from 'express';
import { collectionRoute } from '@firm/shared/routes/studio-paths';
import type { Pool } from '@firm/shared/server/db';
import type { DocumentsService } from '../documents/documents.service';
import type { MediaService } from '../media/media.service';
import { collectionRoutes } from '../studio/studio-collection.routes';
import { throwNotFound } from '../studio/studio-errors';
import { actorOf, localeOf } from '../studio/studio-guard';
import { AttorneysCollection } from './attorneys-collection';

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const parseKey = (raw: string) => (KEY.test(raw) && raw.length <= 90 ? raw : null);

/**
 * `/api/staff/content/attorneys`: the engine's verbs (collectionRoute('attorneys', …)), the team
 * page's order (`PUT …/order`, before `…/:id`) and `DELETE …/:id`.
 */
export function attorneysStudioRoutes(
  pool: Pool,
  documents: DocumentsService,
  media: MediaService,
  deps: { contentDir: string; change: RequestHandler[] },
): Router {
  const collection = new AttorneysCollection(pool, documents, media, {
    contentDir: deps.contentDir,
  });
  const router = express.Router();
  router.put(collectionRoute('attorneys', 'order'), ...deps.change, async (req, res) => {
    const context = { actor: actorOf(res), locale: localeOf(res) };
    res.json({ items: await collection.order(req.body, context) });
  });
  router.delete(collectionRoute('attorneys', 'item'), ...deps.change, async (req, res) => {
    const key = parseKey(String(req.params.id));
    if (key === null) throwNotFound(localeOf(res), 'attorneyNotFound');
    await collection.remove(key, { actor: actorOf(res), locale: localeOf(res) });
    res.status(204).end();
  });
  router.use(
    collectionRoutes(collection, {
      paths: {
        list: collectionRoute('attorneys', 'list'),
        item: collectionRoute('attorneys', 'item'),
        publish: collectionRoute('attorneys', 'publish'),
        unpublish: collectionRoute('attorneys', 'unpublish'),
        revisions: collectionRoute('attorneys', 'revisions'),
        revision: collectionRoute('attorneys', 'revision'),
        restore: collectionRoute('attorneys', 'restore'),
        preview: collectionRoute('attorneys', 'preview'),
      },
      param: 'id',
      parseKey,
      listName: 'items',
      change: deps.change,
    }),
  );
  return router;
}
