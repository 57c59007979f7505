import express, { type RequestHandler, type Response, type Router } from 'express';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import { AppError } from '@firm/shared/server/app-error';
import { roleAllows } from '@firm/shared/staff/staff-policy';
import { FIRM_KEY, firmMessage } from '@firm/shared/studio/studio-firm';
import { STUDIO_LANGS } from '@firm/shared/studio/studio-state';
import { throwNotFound } from '../studio/studio-errors';
import { actorOf, localeOf, staffOf } from '../studio/studio-guard';
import type { FirmCollection } from './firm-collection';

const REVISION = /^\d{1,9}$/;
const context = (res: Response) => ({ actor: actorOf(res), locale: localeOf(res) });

/** Admins only (the studio guard lets editors in): anyone else gets a 403 in their language. */
const adminOnly: RequestHandler = (_req, res, next) => {
  if (roleAllows(staffOf(res).role, 'admin')) return next();
  next(new AppError('forbidden', firmMessage(localeOf(res), 'adminOnly')));
};

/**
 * The firm's facts (`/api/staff/content/firm…`, behind the studio guard): get, save with
 * `baseRevision`, publish (both languages: the document is one), revisions, one revision, restore (a
 * revision or `sample`). Every route delegates to the collection.
 * @param change - the anti-forgery check and the JSON body parser
 */
export function firmRoutes(firm: FirmCollection, change: RequestHandler[]): Router {
  const router = express.Router();
  const revisionOf = (raw: unknown, res: Response): number => {
    if (typeof raw !== 'string' || !REVISION.test(raw))
      throwNotFound(localeOf(res), 'revisionNotFound');
    return Number(raw);
  };
  router.use([STUDIO_ROUTES.firm, `${STUDIO_ROUTES.firm}/`], adminOnly);
  router.get(STUDIO_ROUTES.firm, async (_req, res) => {
    res.json(await firm.get(FIRM_KEY, context(res)));
  });
  router.put(STUDIO_ROUTES.firm, ...change, async (req, res) => {
    res.json(await firm.save(FIRM_KEY, req.body, context(res)));
  });
  router.post(STUDIO_ROUTES.firmPublish, ...change, async (req, res) => {
    // both languages at once and now (the document is one; nothing schedules it)
    const { baseRevision } = (req.body ?? {}) as { baseRevision?: unknown };
    const body = { languages: [...STUDIO_LANGS], ...(baseRevision ? { baseRevision } : {}) };
    res.json(await firm.publish(FIRM_KEY, body, context(res)));
  });
  router.get(STUDIO_ROUTES.firmRevisions, async (_req, res) => {
    res.json({ revisions: await firm.revisions(FIRM_KEY, localeOf(res)) });
  });
  router.get(STUDIO_ROUTES.firmRevision, async (req, res) => {
    res.json(await firm.revision(FIRM_KEY, revisionOf(req.params.rev, res), localeOf(res)));
  });
  router.post(STUDIO_ROUTES.firmRestore, ...change, async (req, res) => {
    const from = req.params.rev === 'sample' ? 'sample' : revisionOf(req.params.rev, res);
    res.json(await firm.restore(FIRM_KEY, from, context(res)));
  });
  return router;
}
