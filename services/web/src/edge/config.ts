import { z } from 'zod';
import { loadConfigOrExit, parseConfig, zLogLevel, zPort } from '@firm/shared/server/config';

const zHttpUrl = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((value) => /^https?:\/\/[^/]+/.test(value), 'must be an http(s):// URL')
    .transform((value) => value.replace(/\/+$/, ''));

/** The web edge's environment. */
export const ZWebConfigSchema = z.object({
  PORT: zPort(3000),
  /** Where the content service listens (server-side loaders and the proxied content paths). */
  CONTENT_API_URL: zHttpUrl('http://127.0.0.1:4001'),
  /** Where the leads service listens (the proxied lead, token and call-tracking paths). */
  LEADS_API_URL: zHttpUrl('http://127.0.0.1:4002'),
  /** The public origin of the site, for canonical links, hreflang alternates and the sitemap. */
  PUBLIC_ORIGIN: zHttpUrl('http://localhost:3000'),
  /**
   * Express `trust proxy`: how many proxies in front of the edge to believe about the client IP.
   * 0 (default) means the edge faces the visitors itself.
   */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Where the build is (`dist/client` + `dist/server`); default `services/web/dist`. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: zLogLevel,
});

/** Parsed configuration of the web edge. */
export type TWebConfig = z.infer<typeof ZWebConfigSchema>;

/** Reads the environment once at start; a bad key exits with its reason. */
export function loadWebConfig(): TWebConfig {
  return loadConfigOrExit(ZWebConfigSchema, 'web');
}

/** Parses a given environment (tests). */
export function parseWebConfig(env: Record<string, string | undefined>): TWebConfig {
  return parseConfig(ZWebConfigSchema, env);
}
