/**
 * Field schemas the content import checks files with (services/content-api/src/content/content-schemas.ts)
 * and the site configuration is made of.
 */
import { z } from 'zod';

/** Lowercase words joined by hyphens (`visa-k1-90-dias`): slugs and keys of the content files. */
export const ZSlugSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens');

/** Text with something in it; surrounding white space is trimmed. */
export const ZTextSchema = z.string().trim().min(1);

/** An `https:` URL. */
export const ZHttpsUrlSchema = z.url({ protocol: /^https$/ });

/** A date and time as the content API writes it: ISO 8601 in UTC (`2025-05-19T15:00:00.000Z`). */
export const ZIsoDateTimeSchema = z.iso.datetime();
