import express, { type Router } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { SearchService } from './search.service';
import { searchWords } from './search-terms';

/** `GET /search/blog?query=` and `GET /api/buscar?query=` (same behaviour). */
export function searchRoutes(search: SearchService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get([API_PATHS.blogSearchFooter, API_PATHS.blogSearch], (req, res) => {
    const words = searchWords(req.query.query);
    return sendCachedJson(sender, req, res, `search:${words.join(' ')}`, () =>
      search.search(words),
    );
  });
  return router;
}
