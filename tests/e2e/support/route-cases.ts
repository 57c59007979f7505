import type { APIRequestContext } from '@playwright/test';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { allStaticPaths, getHref } from '@firm/shared/routes/route-map';
import { switchLanguagePath } from '@firm/shared/routes/switch-language';

/** A page to visit: its path, language, and where the language switch must land. */
export type TRouteCase = { id: TRouteId; path: string; locale: TLocale; switchTarget: string };

/** Every public page of the route map that exists without content (both languages); staff pages have their own tests. */
export function staticCases(): TRouteCase[] {
  return allStaticPaths()
    .filter((entry) => !entry.staff)
    .map(({ id, locale, path }) => ({
      id,
      locale,
      path,
      switchTarget: switchLanguagePath(path),
    }));
}

type TSummary = { url_en: string; url_es: string };

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Time a test that visits every content page gets per page: a loop over N pages needs N times a
 * page's time, which the default 30 s covers only on an idle machine.
 */
export const PER_CONTENT_PAGE_MS = 15_000;

/**
 * The content pages (both languages): the attorney profiles, the first blog article and category, and the
 * founder's lives page. For blog pages the switch lands on the counterpart slug (resolved by the edge).
 */
export async function contentCases(request: APIRequestContext): Promise<TRouteCase[]> {
  const attorneys = await json<{ slug: string }[]>(request, '/api/content/attorneys');
  const blog = await json<{ items: TSummary[] }>(request, '/api/content/blog/es?page=1');
  const categories = await json<TSummary[]>(request, '/api/content/categories');
  const article = blog.items[0];
  const category = categories[0];
  if (!article || !category || attorneys.length === 0)
    throw new Error('The content service has no seed content');
  const pair = (id: TRouteId, en: string, es: string): TRouteCase[] => [
    { id, locale: 'en', path: en, switchTarget: es },
    { id, locale: 'es', path: es, switchTarget: en },
  ];
  return [
    ...attorneys.flatMap(({ slug }) =>
      pair(
        'attorneyProfile',
        getHref('attorneyProfile', 'en', { slug }),
        getHref('attorneyProfile', 'es', { slug }),
      ),
    ),
    ...pair(
      'blogArticle',
      getHref('blogArticle', 'en', { slug: article.url_en }),
      getHref('blogArticle', 'es', { slug: article.url_es }),
    ),
    ...pair(
      'blogCategory',
      getHref('blogCategory', 'en', { slug: category.url_en }),
      getHref('blogCategory', 'es', { slug: category.url_es }),
    ),
    ...pair(
      'livesResults',
      getHref('livesResults', 'en', { name: FOUNDER_SLUG }),
      getHref('livesResults', 'es', { name: FOUNDER_SLUG }),
    ),
  ];
}

/** The first blog article and category in both languages (for redirect and SEO tests). */
export async function firstBlogContent(
  request: APIRequestContext,
): Promise<{ article: TSummary; category: TSummary }> {
  const blog = await json<{ items: TSummary[] }>(request, '/api/content/blog/es?page=1');
  const categories = await json<TSummary[]>(request, '/api/content/categories');
  if (!blog.items[0] || !categories[0]) throw new Error('The content service has no seed content');
  return { article: blog.items[0], category: categories[0] };
}
