import { z } from 'zod';

/** A travel testimonial (SPEC §7 `GET /api/testimonios/travel`): a short video and its poster. */
export const ZTravelTestimonialSchema = z.object({
  id: z.number().int(),
  /** The video (an MP4 file name; SPEC's field name). */
  foto: z.string(),
  /** Its still image. */
  poster: z.string(),
  alt_en: z.string(),
  alt_es: z.string(),
});
export type TTravelTestimonial = z.infer<typeof ZTravelTestimonialSchema>;
