import type { TGoogleReview } from '@firm/shared/content/google-review';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import { getContent, type TContentBase } from '../../../lib/content/content-client';

/**
 * A page loader's step that fetches the Google reviews (SPEC §7 `GET /google-reviews/es`: both
 * languages in each review, newest first). Never throws: when the content service is down or slow
 * it gives an empty list, and the page shows 'No reviews available' (SPEC §8).
 * @param args - the content service's base URL and the loader's abort signal
 */
export async function loadGoogleReviews(args: {
  contentBase: TContentBase;
  signal?: AbortSignal;
}): Promise<TGoogleReview[]> {
  const result = await getContent<TGoogleReview[]>(
    args.contentBase,
    API_PATHS.googleReviews,
    args.signal,
  );
  return result.kind === 'ok' && Array.isArray(result.data) ? result.data : [];
}
