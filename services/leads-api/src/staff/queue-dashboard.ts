import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import { Router, type RequestHandler } from 'express';
import { AppError } from '@firm/shared/server/app-error';
import { QUEUE_DASHBOARD_PATH } from '@firm/shared/routes/staff-paths';
import { requestSite } from '@firm/shared/server/request-site';
import { ownOrigin } from '../csrf/csrf';
import { frameDashboardPages, QUEUE_DASHBOARD_TITLE } from './queue-dashboard-frame';
import type { TRequireStaff } from './require-staff';

/**
 * bull-board's actions (retry, promote, clean) are PUT/POST/DELETE calls from its own page, which
 * carries no anti-forgery token: they must say they come from this site (Sec-Fetch-Site, else Origin
 * against the public origin and the forwarded host); anything else — another site, `Origin: null`, a
 * malformed Origin, nothing at all — is a 403. Together with the SameSite=Lax session cookie this keeps
 * other sites out.
 */
function sameOriginWrites(publicOrigin: string | undefined): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const own = requestSite(req, ownOrigin(req, publicOrigin)) === 'own';
    next(own ? undefined : new AppError('forbidden', 'Cross-site request refused'));
  };
}

/**
 * The BullMQ dashboard (bull-board) at `/staff/colas`, admins only, in Spanish, with a way back to the
 * staff menu above the board (and in its own menu). It reads both queue backends:
 * on PostgreSQL (embedded mode) bull-board goes through BullMQ's own Queue API, which the
 * PostgreSQL backend implements (counts, jobs, retry), and reports the backend instead of Redis stats.
 */
export function queueDashboard(deps: {
  queues: Queue[];
  requireStaff: TRequireStaff;
  /** The site's origin (`PUBLIC_ORIGIN`); the host a request was sent to also counts. */
  publicOrigin?: string | undefined;
}): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: deps.queues.map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: {
      uiConfig: {
        boardTitle: QUEUE_DASHBOARD_TITLE,
        locale: { lng: 'es-ES' },
        miscLinks: [{ text: 'Menú del personal', url: '/staff' }],
      },
    },
  });
  const router = Router();
  router.use(
    QUEUE_DASHBOARD_PATH,
    deps.requireStaff('admin'),
    sameOriginWrites(deps.publicOrigin),
    frameDashboardPages(),
    serverAdapter.getRouter(),
  );
  return router;
}
