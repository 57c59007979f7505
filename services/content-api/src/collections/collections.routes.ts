import express, { type Router } from 'express';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { sendCachedJson, type TJsonSender } from '../http/send-json';
import type { CollectionsService } from './collections.service';

/** Reviews, testimonials and lives at their SPEC §7 paths. */
export function collectionsRoutes(collections: CollectionsService, sender: TJsonSender): Router {
  const router = express.Router();
  router.get([API_PATHS.googleReviews, '/google-reviews/en'], (req, res) =>
    sendCachedJson(sender, req, res, 'reviews', () => collections.reviews()),
  );
  router.get(API_PATHS.travelTestimonials, (req, res) =>
    sendCachedJson(sender, req, res, 'travel', () => collections.travel()),
  );
  router.get(API_PATHS.giveawayTestimonials, (req, res) =>
    sendCachedJson(sender, req, res, 'giveaways', () => collections.giveaways()),
  );
  router.get(API_PATHS.attorneyTestimonials, (req, res) =>
    sendCachedJson(sender, req, res, 'attorney-testimonials', () =>
      collections.attorneyTestimonials(),
    ),
  );
  router.get(API_PATHS.lives, (req, res) =>
    sendCachedJson(sender, req, res, 'lives', () => collections.lives()),
  );
  return router;
}
