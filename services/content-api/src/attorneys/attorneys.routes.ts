import express, { type Router } from 'express';
import { CONTENT_ROUTES } from '@firm/shared/routes/content-paths';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { AttorneysService } from './attorneys.service';

/**
 * `GET /api/content/attorneys`, `GET /api/content/attorneys/{slug}` and the testimonials about one
 * (`GET /api/content/attorneys/{slug}/testimonials`).
 */
export function attorneysRoutes(attorneys: AttorneysService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get(CONTENT_ROUTES.attorneys, (req, res) =>
    sendCachedJson(sender, req, res, 'attorneys', () => attorneys.list()),
  );
  router.get(CONTENT_ROUTES.attorney, (req, res) => {
    const slug = req.params.slug as string;
    return sendCachedJson(sender, req, res, `attorney:${slug}`, () => attorneys.bySlug(slug));
  });
  router.get(CONTENT_ROUTES.attorneyTestimonials, (req, res) => {
    const slug = req.params.slug as string;
    return sendCachedJson(sender, req, res, `attorney-testimonials:${slug}`, () =>
      attorneys.testimonials(slug),
    );
  });
  return router;
}
