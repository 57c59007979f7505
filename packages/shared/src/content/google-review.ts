import { z } from 'zod';

/** A Google review (SPEC §7 `GET /google-reviews/es`, same answer at `/google-reviews/en`). */
export const ZGoogleReviewSchema = z.object({
  id: z.number().int(),
  /** The reviewer's avatar (file name). */
  imagen: z.string(),
  nombre: z.string(),
  rating: z.number().int().min(1).max(5),
  body_en: z.string(),
  body_es: z.string(),
  /** How long ago it was published ("a year ago"), computed when the answer is built. */
  fecha_publicado_relativo_en: z.string(),
  fecha_publicado_relativo_es: z.string(),
  /** Publication time in Unix seconds (the English key). */
  time: z.number().int(),
  /** The same time (the Spanish key). */
  tiempo: z.number().int(),
});
export type TGoogleReview = z.infer<typeof ZGoogleReviewSchema>;
