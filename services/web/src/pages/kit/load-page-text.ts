import type { TPageText, TPageTextKey } from '@firm/shared/content/page-text';
import type { TPageLoaderArgs } from '../../app/page-types';
import { fetchPageText } from '../../lib/content/content-client';

/**
 * A page loader's step that fetches the page's long text in the page's language. Never throws: when the
 * content service is down, slow or does not know the page, it gives null, and the page still renders its
 * frame and its lead form with a notice instead of the text (leads must never depend on the text).
 * In the studio's preview of this text (`pageTextDraft` of the same key) it gives the draft.
 * @param args - the page loader's arguments
 * @param key - the page text (a folder of infra/content/pages)
 */
export async function loadPageText(
  args: Pick<TPageLoaderArgs, 'match' | 'contentBase' | 'signal' | 'pageTextDraft'>,
  key: TPageTextKey,
): Promise<TPageText | null> {
  if (args.pageTextDraft?.key === key) return args.pageTextDraft;
  const result = await fetchPageText(args.contentBase, args.match.locale, key, args.signal);
  return result.kind === 'ok' ? result.data : null;
}
