import { z } from 'zod';

/** A giveaway testimonial (SPEC §7 `GET /api/testimonios/giveaway`): an image. */
export const ZGiveawayTestimonialSchema = z.object({
  id: z.number().int(),
  foto: z.string(),
  alt_es: z.string(),
  alt_en: z.string(),
});
export type TGiveawayTestimonial = z.infer<typeof ZGiveawayTestimonialSchema>;
