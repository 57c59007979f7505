import { z } from 'zod';
import { ZMediaInfoSchema } from './media-info';

/**
 * Where an attorney is admitted to practise law, and the bar's number: the profile states it, as the
 * attorney-advertising rules ask (Texas Rules 7.01–7.05; DC Court of Appeals Rule 49 for the
 * Washington office).
 */
export const ZBarAdmissionSchema = z.object({
  /** The state (or district), e.g. Texas. */
  jurisdiction: z.string(),
  /** The number the bar gave the attorney. */
  bar_number: z.string(),
});
export type TBarAdmission = z.infer<typeof ZBarAdmissionSchema>;

/** An attorney profile (`GET /api/content/attorneys` and `GET /api/content/attorneys/{slug}`). */
export const ZAttorneySchema = z.object({
  slug: z.string(),
  name: z.string(),
  role_en: z.string(),
  role_es: z.string(),
  is_founder: z.boolean(),
  /** The portrait (file name). */
  photo: z.string(),
  photo_alt_en: z.string(),
  photo_alt_es: z.string(),
  summary_en: z.string(),
  summary_es: z.string(),
  /** Sanitized HTML. */
  bio_en: z.string(),
  bio_es: z.string(),
  /** The jurisdictions of `bar_admissions`, in the same order (the licence badges). */
  licensed_in: z.array(z.string()),
  bar_admissions: z.array(ZBarAdmissionSchema),
  languages_en: z.array(z.string()),
  languages_es: z.array(z.string()),
  practice_areas_en: z.array(z.string()),
  practice_areas_es: z.array(z.string()),
  associations_en: z.array(z.string()),
  associations_es: z.array(z.string()),
  /** Profile URLs by network; only the networks the attorney has. */
  social: z.record(z.string(), z.string()),
  /** The portrait's size and renditions; null when the file is not in the catalogue. */
  photo_info: ZMediaInfoSchema.nullable(),
});
export type TAttorney = z.infer<typeof ZAttorneySchema>;
