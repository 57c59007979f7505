import type { TBlogRedirect } from '@firm/shared/routes/blog-redirect';
import { getHref } from '@firm/shared/routes/route-map';
import { fetchArticle, fetchCategoryPage } from '../lib/content/content-client';

/** Where a blog redirect path leads: the counterpart (301), the other blog's index (302) or nowhere (404). */
export type TRedirectTarget = { status: 301 | 302; location: string } | null;

/**
 * Resolves a blog redirect path (SPEC §2 language switch) through the content service: the article or
 * category in the language the visitor left carries the other language's slug. An unknown slug gives null
 * (404); no answer from the service sends the visitor to the other language's blog, temporarily.
 */
export async function resolveBlogRedirect(
  redirect: TBlogRedirect,
  contentBase: string,
  signal?: AbortSignal,
): Promise<TRedirectTarget> {
  const slugKey = redirect.to === 'en' ? 'url_en' : 'url_es';
  if (redirect.kind === 'article') {
    const result = await fetchArticle(contentBase, redirect.from, redirect.slug, signal);
    if (result.kind === 'not-found') return null;
    if (result.kind === 'unavailable' || !result.data[slugKey])
      return { status: 302, location: getHref('blog', redirect.to) };
    return {
      status: 301,
      location: getHref('blogArticle', redirect.to, { slug: result.data[slugKey] }),
    };
  }
  const result = await fetchCategoryPage(contentBase, redirect.from, redirect.slug, 1, signal);
  if (result.kind === 'not-found') return null;
  if (result.kind === 'unavailable' || !result.data.category[slugKey])
    return { status: 302, location: getHref('blog', redirect.to) };
  return {
    status: 301,
    location: getHref('blogCategory', redirect.to, { slug: result.data.category[slugKey] }),
  };
}
