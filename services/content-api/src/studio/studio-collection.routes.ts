import express, { type RequestHandler, type Response, type Router } from 'express';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { problem, throwNotFound, throwProblems } from './studio-errors';
import { actorOf, localeOf } from './studio-guard';
import type { StudioCollection, TStudioContext } from './studio-collection';

/** The paths of a collection (patterns of packages/shared/src/routes/studio-paths.ts). */
export type TCollectionPaths = {
  list: string;
  item: string;
  publish: string;
  unpublish: string;
  revisions: string;
  revision: string;
  restore: string;
  preview: string;
};

/** What the routes of a collection need besides the collection. */
export type TCollectionRoutesOptions = {
  paths: TCollectionPaths;
  /** The path parameter of a document (`id`, `key`) and the key it names; null → 404. */
  param: string;
  parseKey: (raw: string) => string | null;
  /** The list's property in the answer (`posts`, `pages`). */
  listName: string;
  /** What goes before a change: the anti-forgery check and the JSON body parser. */
  change: RequestHandler[];
};

const REVISION = /^\d{1,9}$/;

const context = (res: Response): TStudioContext => ({ actor: actorOf(res), locale: localeOf(res) });

/**
 * The HTTP side of a studio collection: every route only reads its parameters and delegates. A
 * document the path cannot name, an unknown revision or a `lang` other than es/en answers 404/400 in
 * the editor's language.
 */
export function collectionRoutes<D, A>(
  collection: StudioCollection<D, A>,
  options: TCollectionRoutesOptions,
): Router {
  const router = express.Router();
  const { paths, change } = options;
  const notFound = collection.options.notFound;
  const keyOf = (params: Record<string, unknown>, res: Response): string => {
    const raw = params[options.param];
    const key = options.parseKey(typeof raw === 'string' ? raw : '');
    if (key === null) throwNotFound(localeOf(res), notFound);
    return key;
  };
  const revisionOf = (raw: unknown, res: Response): number => {
    if (typeof raw !== 'string' || !REVISION.test(raw))
      throwNotFound(localeOf(res), 'revisionNotFound');
    return Number(raw);
  };

  router.get(paths.list, async (_req, res) => {
    res.json({ [options.listName]: await collection.list() });
  });
  if (collection.options.create) {
    router.post(paths.list, ...change, async (req, res) => {
      res.status(201).json(await collection.create(req.body, context(res)));
    });
  }
  router.get(paths.item, async (req, res) => {
    res.json(await collection.get(keyOf(req.params, res), context(res)));
  });
  router.put(paths.item, ...change, async (req, res) => {
    res.json(await collection.save(keyOf(req.params, res), req.body, context(res)));
  });
  router.post(paths.publish, ...change, async (req, res) => {
    res.json(await collection.publish(keyOf(req.params, res), req.body, context(res)));
  });
  router.post(paths.unpublish, ...change, async (req, res) => {
    res.json(await collection.unpublish(keyOf(req.params, res), req.body, context(res)));
  });
  router.get(paths.revisions, async (req, res) => {
    const key = keyOf(req.params, res);
    res.json({ revisions: await collection.revisions(key, localeOf(res)) });
  });
  router.get(paths.revision, async (req, res) => {
    const key = keyOf(req.params, res);
    res.json(await collection.revision(key, revisionOf(req.params.rev, res), localeOf(res)));
  });
  router.post(paths.restore, ...change, async (req, res) => {
    const key = keyOf(req.params, res);
    const from = req.params.rev === 'sample' ? 'sample' : revisionOf(req.params.rev, res);
    res.json(await collection.restore(key, from, context(res)));
  });
  router.get(paths.preview, async (req, res) => {
    const key = keyOf(req.params, res);
    // `?lang=` names the language previewed (and the messages' language, as everywhere)
    const lang = req.query.lang ?? 'es';
    if (lang !== 'es' && lang !== 'en') throwProblems([problem(localeOf(res), 'lang', 'invalid')]);
    res.json(await collection.preview(key, lang as TStudioLang, localeOf(res)));
  });
  return router;
}
