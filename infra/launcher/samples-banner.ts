import { ZPublicSamplesSchema } from '../../packages/shared/src/studio/studio-collections';
import { CONTENT_URLS } from '../../packages/shared/src/routes/content-paths';

/**
 * How many sample items the site still shows (issue 30 §3), asked of the running content service;
 * null when it does not say (the banner then says nothing about it).
 */
export async function countSamples(contentApiUrl: string): Promise<number | null> {
  try {
    const response = await fetch(new URL(CONTENT_URLS.samples(), contentApiUrl), {
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return null;
    const parsed = ZPublicSamplesSchema.safeParse(await response.json());
    return parsed.success ? parsed.data.total : null;
  } catch {
    return null;
  }
}

/** The banner's line about sample content: none once the firm replaced it all. */
export function samplesHint(count: number | null, studioUrl: string): string[] {
  if (!count) return [];
  return [
    `Sample content: the site still shows ${count} sample item${count === 1 ? '' : 's'} (reviews, testimonials, attorneys, the firm's facts…).`,
    `    Replace them in the content studio before launch: ${studioUrl}`,
  ];
}
