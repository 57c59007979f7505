import express, { type RequestHandler, type Response, type Router } from 'express';
import { collectionRoute } from '@firm/shared/routes/studio-paths';
import { throwNotFound } from '../studio/studio-errors';
import { collectionRoutes } from '../studio/studio-collection.routes';
import { actorOf, localeOf } from '../studio/studio-guard';
import type { ItemCollection } from './item-collection';

/** An item's key in a path: a file's `key` or one the studio made (`review-3f9a1c2e`). */
export const ITEM_KEY = /^[a-z0-9][a-z0-9-]{0,79}$/;

const context = (res: Response) => ({ actor: actorOf(res), locale: localeOf(res) });

/**
 * The routes of an item collection at `collectionRoute(collection, verb)`: `PUT …/order` (ordered
 * collections; registered before `…/:id`), `DELETE …/:id`, and the verbs of every studio collection.
 */
export function itemCollectionRoutes<D>(
  collection: ItemCollection<D>,
  options: { change: RequestHandler[]; parseKey?: (raw: string) => string | null },
): Router {
  const router = express.Router();
  const { change } = options;
  const name = collection.spec.collection;
  const parseKey = options.parseKey ?? ((raw: string) => (ITEM_KEY.test(raw) ? raw : null));
  if (collection.spec.ordered) {
    router.put(collectionRoute(name, 'order'), ...change, async (req, res) => {
      res.json({ items: await collection.order(req.body, context(res)) });
    });
  }
  router.delete(collectionRoute(name, 'item'), ...change, async (req, res) => {
    const key = parseKey(String(req.params.id ?? ''));
    if (key === null) throwNotFound(localeOf(res), 'itemNotFound');
    await collection.remove(key, context(res));
    res.status(204).end();
  });
  router.use(
    collectionRoutes(collection, {
      paths: {
        list: collectionRoute(name, 'list'),
        item: collectionRoute(name, 'item'),
        publish: collectionRoute(name, 'publish'),
        unpublish: collectionRoute(name, 'unpublish'),
        revisions: collectionRoute(name, 'revisions'),
        revision: collectionRoute(name, 'revision'),
        restore: collectionRoute(name, 'restore'),
        preview: collectionRoute(name, 'preview'),
      },
      param: 'id',
      parseKey,
      listName: 'items',
      change,
    }),
  );
  return router;
}
