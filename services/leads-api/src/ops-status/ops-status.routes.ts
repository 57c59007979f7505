import express, { Router } from 'express';
import { EDGE_HEARTBEAT_PATH, STAFF_API_PATHS } from '@firm/shared/routes/staff-paths';
import type { TOpsSources } from '@firm/shared/ops/read-ops-figures';
import { AppError } from '@firm/shared/server/app-error';
import { EDGE_SECRET_HEADER, isEdgeSecret } from '@firm/shared/server/edge-secret';
import type { TRequireStaff } from '../staff/require-staff';
import { opsStatus, recordEdgeHeartbeat } from './ops-status.service';

/** What the status routes need. */
export type TOpsStatusRoutesDeps = TOpsSources & {
  requireStaff: TRequireStaff;
  /** The web edge's shared secret: only the edge may post its heartbeat. */
  edgeSecret: string | undefined;
};

/**
 * The status page (issue 33 §4):
 * - `GET /api/staff/ops-status` (admins) → `{ status, ...TOpsStatus }`;
 * - `POST /internal/heartbeat` (the edge, with its secret) → 204.
 */
export function opsStatusRoutes(deps: TOpsStatusRoutesDeps): Router {
  const router = Router();
  router.get(STAFF_API_PATHS.opsStatus, deps.requireStaff('admin'), async (_req, res) => {
    res.json({ status: 'success', ...(await opsStatus(deps)) });
  });
  router.post(
    EDGE_HEARTBEAT_PATH,
    (req, _res, next) => {
      const fromEdge = isEdgeSecret(req.headers[EDGE_SECRET_HEADER], deps.edgeSecret);
      next(fromEdge ? undefined : new AppError('forbidden', 'Only the web edge sends heartbeats'));
    },
    express.json({ limit: '2kb' }),
    async (req, res) => {
      await recordEdgeHeartbeat(deps, req.body);
      res.status(204).end();
    },
  );
  return router;
}
