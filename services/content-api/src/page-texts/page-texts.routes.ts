import express, { type Router } from 'express';
import { PAGE_TEXT_NAME } from '@firm/shared/content/page-text';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import { AppError } from '@firm/shared/server/app-error';
import { parseLang } from '../http/query-params';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { PageTextsService } from './page-texts.service';

/** `GET /api/content/pages/{lang}/{key}`: one page's text blocks in one language. */
export function pageTextsRoutes(pageTexts: PageTextsService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(CONTENT_ROUTES.pageText, (req, res) => {
    const lang = parseLang(req.params.lang);
    const key = req.params.key as string;
    // a key that cannot name a folder is unknown without asking the database
    if (!PAGE_TEXT_NAME.test(key)) throw new AppError('not_found', 'Page text not found');
    return sendCachedJson(sender, req, res, `page-text:${lang}:${key}`, () =>
      pageTexts.page(lang, key),
    );
  });
  return router;
}
