import { z } from 'zod';
import type { TSiteConfig } from '../lib/content/content-types';

const ZPhone = z.object({
  id: z.string(),
  practice: z.string(),
  label_en: z.string(),
  label_es: z.string(),
  display: z.string(),
  tel: z.string().regex(/^\+\d{8,15}$/),
});

const ZOffice = z.object({
  id: z.string(),
  name_en: z.string(),
  name_es: z.string(),
  street: z.string(),
  suite: z.string().optional(),
  city: z.string(),
  region: z.string(),
  postal_code: z.string(),
  country: z.string(),
  maps_query: z.string().optional(),
});

const httpsUrl = z.string().regex(/^https:\/\//);

/** The shape of the site configuration the frame relies on (extra keys are allowed and ignored). */
export const ZSiteConfigSchema = z.object({
  firm: z.object({
    name_en: z.string(),
    name_es: z.string(),
    founded: z.number(),
    years_experience: z.number(),
  }),
  email: z.string().email(),
  phones: z.array(ZPhone),
  offices: z.array(ZOffice),
  whatsapp: z.object({ number: z.string(), greeting_es: z.string(), greeting_en: z.string() }),
  sister_sites: z.object({ personal_injury: httpsUrl, trucks: httpsUrl }),
  social: z.object({
    facebook: httpsUrl.optional(),
    instagram: httpsUrl.optional(),
    tiktok: httpsUrl.optional(),
    youtube: httpsUrl.optional(),
  }),
  google_review_url: httpsUrl,
}) satisfies z.ZodType<TSiteConfig>;

/**
 * Checks a site configuration before the frame uses it, so a malformed file can never break every page.
 * @returns the configuration, or null with the problems listed
 */
export function parseSiteConfig(raw: unknown): { config: TSiteConfig | null; problems: string[] } {
  const result = ZSiteConfigSchema.safeParse(raw);
  if (result.success) return { config: result.data, problems: [] };
  return {
    config: null,
    problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  };
}
