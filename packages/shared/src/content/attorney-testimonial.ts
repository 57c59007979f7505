import { z } from 'zod';

/** A client testimonial of the attorney pages (SPEC §7 `GET /api/clientestestimonios/abogado`). */
export const ZAttorneyTestimonialSchema = z.object({
  id: z.number().int(),
  /** The client's portrait (file name). */
  foto: z.string(),
  nombre: z.string(),
  /** Sanitized HTML. */
  body_en: z.string(),
  body_es: z.string(),
});
export type TAttorneyTestimonial = z.infer<typeof ZAttorneyTestimonialSchema>;
