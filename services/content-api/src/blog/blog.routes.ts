import express, { type Router } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import { parseLang, parsePageRequest } from '../http/query-params';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { BlogService } from './blog.service';

/** The blog's SPEC §7 paths and its `/api/content/` lists, categories and articles. */
export function blogRoutes(blog: BlogService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(API_PATHS.categoriesEn, (req, res) =>
    sendCachedJson(sender, req, res, 'categories:en', () => blog.categoriesEn()),
  );
  router.get(API_PATHS.categoriesEs, (req, res) =>
    sendCachedJson(sender, req, res, 'categories:es', () => blog.categoriesEs()),
  );
  router.get(API_PATHS.featuredBlogs, (req, res) => {
    const lang = req.query.lang === undefined ? undefined : parseLang(req.query.lang);
    return sendCachedJson(sender, req, res, `blogs:home:${lang ?? 'any'}`, () =>
      blog.homePosts(lang),
    );
  });
  router.get(CONTENT_ROUTES.categories, (req, res) =>
    sendCachedJson(sender, req, res, 'categories', () => blog.categories()),
  );
  router.get(CONTENT_ROUTES.categoryPage, (req, res) => {
    const lang = parseLang(req.params.lang);
    const page = parsePageRequest(req.query);
    const slug = req.params.slug as string;
    const key = `category:${lang}:${slug}:${page.page}:${page.perPage}`;
    return sendCachedJson(sender, req, res, key, () => blog.category(lang, slug, page));
  });
  router.get(CONTENT_ROUTES.blogPage, (req, res) => {
    const lang = parseLang(req.params.lang);
    const page = parsePageRequest(req.query);
    return sendCachedJson(sender, req, res, `blog:${lang}:${page.page}:${page.perPage}`, () =>
      blog.page(lang, page),
    );
  });
  router.get(CONTENT_ROUTES.article, (req, res) => {
    const lang = parseLang(req.params.lang);
    const slug = req.params.slug as string;
    return sendCachedJson(sender, req, res, `article:${lang}:${slug}`, () =>
      blog.article(lang, slug),
    );
  });
  return router;
}
