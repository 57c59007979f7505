import { z } from 'zod';
import { ZHttpsUrlSchema, ZSlugSchema, ZTextSchema } from './content-fields';
import { ZAcknowledgmentTextsSchema } from './acknowledgment-texts';
import { ZCallbackSchema, ZOfficeHoursSchema } from './office-hours';

const ZE164Schema = z.string().regex(/^\+\d{8,15}$/, 'must be E.164, e.g. +19155550142');

/** A phone line of the firm (`id`: immigration, customer-service, injury-*, trucks-*). */
export const ZPhoneSchema = z.strictObject({
  id: ZSlugSchema,
  /** The contact page groups the lines by practice. */
  practice: z.enum(['immigration', 'personal_injury', 'truck_drivers']),
  label_en: ZTextSchema,
  label_es: ZTextSchema,
  /** The text of the link. */
  display: ZTextSchema,
  /** For `tel:` links. */
  tel: ZE164Schema,
});
export type TPhone = z.infer<typeof ZPhoneSchema>;

/**
 * An office of the firm. `notice_en`/`notice_es` (both or neither) is what must be said beside the office
 * wherever it is shown, e.g. the Washington, DC office's "practice limited to federal immigration law"
 * (DC Court of Appeals Rule 49).
 */
export const ZOfficeSchema = z
  .strictObject({
    id: ZSlugSchema,
    name_en: ZTextSchema,
    name_es: ZTextSchema,
    street: ZTextSchema,
    suite: ZTextSchema.optional(),
    city: ZTextSchema,
    region: z.string().length(2),
    postal_code: ZTextSchema,
    country: z.string().length(2),
    /** The address the map embed searches for. */
    maps_query: ZTextSchema,
    notice_en: ZTextSchema.optional(),
    notice_es: ZTextSchema.optional(),
  })
  .refine((office) => (office.notice_en === undefined) === (office.notice_es === undefined), {
    message: 'notice_en and notice_es go together (one notice in both languages)',
    path: ['notice_es'],
  });
export type TOffice = z.infer<typeof ZOfficeSchema>;

/**
 * The firm's facts (footer, contact page, WhatsApp button): `infra/content/site-config.json`, which the
 * content import validates with this schema and `GET /api/content/site-config` serves as written. The
 * web edge checks what it reads (that answer, or its local copy of the same file) with the same
 * schema, so it is strict: an unknown key or an empty text is a mistake in the file, refused where
 * the firm edits it rather than shown on every page.
 */
export const ZSiteConfigSchema = z.strictObject({
  firm: z.strictObject({
    name_en: ZTextSchema,
    name_es: ZTextSchema,
    /** The founding year: the one source of the years of experience the site claims (`firm-years.ts`). */
    founded: z.number().int().min(1900),
    founded_in: ZTextSchema,
    /** Has a folder in `infra/content/attorneys/` (the import checks it). */
    founder_slug: ZSlugSchema,
  }),
  email: z.email(),
  phones: z.array(ZPhoneSchema).min(1),
  offices: z.array(ZOfficeSchema).min(1),
  whatsapp: z.strictObject({
    number: z.string().regex(/^\+\d{8,15}$/),
    greeting_es: ZTextSchema,
    greeting_en: ZTextSchema,
  }),
  sister_sites: z.strictObject({ personal_injury: ZHttpsUrlSchema, trucks: ZHttpsUrlSchema }),
  /** The sister firms' names, as the texts that mention their offers name them (`{{injury_firm}}`). */
  sister_firm_names: z.strictObject({ personal_injury: ZTextSchema }),
  social: z.strictObject({
    facebook: ZHttpsUrlSchema,
    instagram: ZHttpsUrlSchema,
    tiktok: ZHttpsUrlSchema,
    youtube: ZHttpsUrlSchema,
  }),
  google_review_url: ZHttpsUrlSchema,
  /**
   * The attorney responsible for the site's content, whom the footer names with where she or he is
   * licensed and the principal office (Texas Rule 7.02). The import checks it against the attorney's
   * profile (`slug`, `name`, one of its bar admissions) and the offices (`office_id`).
   */
  responsible_attorney: z.strictObject({
    slug: ZSlugSchema,
    name: ZTextSchema,
    admitted_in: ZTextSchema,
    office_id: ZSlugSchema,
  }),
  /** When the intake team answers; the import checks that `callback.phone_id` is one of `phones`. */
  office_hours: ZOfficeHoursSchema,
  callback: ZCallbackSchema,
  /**
   * The acknowledgment e-mail's texts (issue 29 §2). Optional so that a configuration imported
   * before them still shows the site; the worker then reads the content folder's copy.
   */
  acknowledgment: ZAcknowledgmentTextsSchema.optional(),
});
export type TSiteConfig = z.infer<typeof ZSiteConfigSchema>;

/**
 * Checks a site configuration before the page frame uses it, so a malformed one can never break
 * every page.
 * @param raw - the parsed JSON (the content service's answer or the local copy of the file)
 * @returns the configuration, or null with the problems listed (`path: message`)
 */
export function parseSiteConfig(raw: unknown): { config: TSiteConfig | null; problems: string[] } {
  const result = ZSiteConfigSchema.safeParse(raw);
  if (result.success) return { config: result.data, problems: [] };
  return {
    config: null,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}
