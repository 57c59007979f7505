import { Router } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { requestMeta } from '../http/request-meta';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';

/** `GET /api/campaign-source` → `{ source }`, the label derived from the first-touch cookie. */
export function attributionRoutes(): Router {
  const router = Router();
  router.get(API_PATHS.campaignSource, (req, res) => {
    res.setHeader('Cache-Control', PRIVATE_ANSWER);
    res.json({ source: requestMeta(req).source });
  });
  return router;
}
