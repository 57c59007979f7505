import { z } from 'zod';
import {
  loadConfigOrExit,
  parseConfig,
  zEdgeProxySecret,
  zLogLevel,
  zOtlpEndpoint,
  zPort,
  zMetricsEnabled,
} from '@firm/shared/server/config';

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
  /** How long a rendered public page is answered from the edge's page cache, in ms; 0 turns it off. */
  HTML_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  /** The most pages the page cache keeps (least recently used dropped first). */
  HTML_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1_000),
  /** How often the edge asks content-api whether content was imported (then drops its cached pages), ms. */
  CONTENT_VERSION_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(2_000),
  /** Sent in `x-edge-secret` with every request to leads-api, which then believes the edge's `X-Forwarded-For`. */
  EDGE_PROXY_SECRET: zEdgeProxySecret,
  /** Where the build is (`dist/client` + `dist/server`); default `services/web/dist`. */
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: zLogLevel,
  /** Prometheus figures and `/metrics` on (default) or off (the metrics-overhead bench). */
  METRICS_ENABLED: zMetricsEnabled,
  OTEL_EXPORTER_OTLP_ENDPOINT: zOtlpEndpoint,
  /** The edge's second listener, for `/metrics` only (never on the public port). */
  METRICS_PORT: zPort(4004),
  /** Its interface: loopback unless the deployment lets a scraper in (the cluster's pod address). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
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
