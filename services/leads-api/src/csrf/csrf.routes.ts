import { Router } from 'express';
import type { TCsrf } from './csrf';
import { PRIVATE_ANSWER } from '@firm/shared/server/private-answers';

/** `GET /csrf-token` → `{ token }` (also sets the session and token cookies). */
export function csrfRoutes(csrf: TCsrf): Router {
  const router = Router();
  router.get('/csrf-token', (req, res) => {
    res.setHeader('Cache-Control', PRIVATE_ANSWER);
    res.json({ token: csrf.issueToken(req, res) });
  });
  return router;
}
