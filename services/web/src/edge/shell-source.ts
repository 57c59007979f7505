import type { TCategory } from '@firm/shared/content/category';
import { parseSiteConfig, type TSiteConfig } from '@firm/shared/content/site-config';
import { ZPublicSamplesSchema, type TPublicSamples } from '@firm/shared/studio/studio-collections';
import { fetchCategories, fetchSamples, fetchSiteConfig } from '../lib/content/content-client';
import type { Logger } from '@firm/shared/server/logger';

/** The content every page's frame shows. */
export type TShellContent = {
  siteConfig: TSiteConfig | null;
  categories: TCategory[];
  /**
   * The sample content the site still shows (issue 30 §3): the pages label it; null when the content
   * service has not said (the pages then label nothing and the staff band is not shown).
   */
  samples: TPublicSamples | null;
};

/** Gives the frame's content; `invalidate` makes the next call fetch it again (content was imported). */
export type TShellSource = (() => Promise<TShellContent>) & { invalidate(): void };

const RETRY_AFTER_FAILURE_MS = 5_000;

/** The samples answer when it is one, else what the frame had. */
function parsedSamples(raw: unknown, before: TPublicSamples | null): TPublicSamples | null {
  const parsed = ZPublicSamplesSchema.safeParse(raw);
  return parsed.success ? parsed.data : before;
}

/**
 * A cached source of the frame's content (site configuration and blog categories): fetched from the
 * content service at most once per `ttlMs` (concurrent requests share one fetch). When the service does not
 * answer, the last good answer is kept, and the site configuration falls back to the local copy of
 * `infra/content/site-config.json`, so the phone numbers and offices never disappear from the page.
 */
export function createShellSource(options: {
  contentApiUrl: string;
  ttlMs: number;
  fallbackSiteConfig: TSiteConfig | null;
  logger: Logger;
  now?: () => number;
}): TShellSource {
  const now = options.now ?? Date.now;
  let current: TShellContent = {
    siteConfig: options.fallbackSiteConfig,
    categories: [],
    samples: null,
  };
  let expiresAt = 0;
  let inflight: Promise<TShellContent> | null = null;
  // bumped by invalidate: a fetch begun before it is used once, not kept for the next requests
  let generation = 0;

  const refresh = async (): Promise<TShellContent> => {
    const began = generation;
    const [siteConfig, categories, samples] = await Promise.all([
      fetchSiteConfig(options.contentApiUrl),
      fetchCategories(options.contentApiUrl),
      fetchSamples(options.contentApiUrl),
    ]);
    const parsed = siteConfig.kind === 'ok' ? parseSiteConfig(siteConfig.data) : null;
    if (parsed?.problems.length)
      options.logger.error(
        { problems: parsed.problems },
        'site configuration from content-api is malformed',
      );
    const ok = Boolean(parsed?.config) && categories.kind === 'ok';
    current = {
      siteConfig: parsed?.config ?? current.siteConfig,
      categories:
        categories.kind === 'ok' && Array.isArray(categories.data)
          ? categories.data
          : current.categories,
      samples:
        samples.kind === 'ok' ? parsedSamples(samples.data, current.samples) : current.samples,
    };
    expiresAt = began !== generation ? 0 : now() + (ok ? options.ttlMs : RETRY_AFTER_FAILURE_MS);
    return current;
  };

  const source = () => {
    if (now() < expiresAt) return Promise.resolve(current);
    inflight ??= refresh().finally(() => {
      inflight = null;
    });
    return inflight;
  };
  return Object.assign(source, {
    invalidate() {
      generation += 1;
      expiresAt = 0;
    },
  });
}
