import type { TAttorney } from '@firm/shared/content/attorney';
import type { TBlogPage } from '@firm/shared/content/blog-page';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import type { TCategory } from '@firm/shared/content/category';
import { CONTENT_PAGE_SIZE, CONTENT_URLS } from '@firm/shared/routes/content-paths';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TContentBase } from './content-client';
import { dataOr, fetchAttorneys, fetchCategories, getContent } from './content-client';

// 50 posts a request: 2,000 posts at most, far beyond what the firm writes.
const MAX_BLOG_PAGES = 40;

/** The content that has pages of its own: attorney profiles, blog categories and published articles. */
export type TSitePages = {
  attorneys: TAttorney[];
  categories: TCategory[];
  /**
   * Every published article, newest first; each carries both languages' slugs and titles ('' for a
   * language it is not published in).
   */
  posts: TBlogSummary[];
  /** False when some of it could not be listed right now (the service is down or slow). */
  complete: boolean;
};

async function postsOf(
  base: TContentBase,
  locale: TLocale,
  signal?: AbortSignal,
): Promise<{ posts: TBlogSummary[]; complete: boolean }> {
  const posts: TBlogSummary[] = [];
  for (let page = 1; page <= MAX_BLOG_PAGES; page += 1) {
    const url = CONTENT_URLS.blogPage(locale, page, CONTENT_PAGE_SIZE.max);
    const result = await getContent<TBlogPage>(base, url, signal);
    if (result.kind !== 'ok') return { posts, complete: false };
    posts.push(...result.data.items);
    if (page >= result.data.total_pages) break;
  }
  return { posts, complete: true };
}

/** The articles published in either language (each language lists its own), newest first. */
async function allPosts(
  base: TContentBase,
  signal?: AbortSignal,
): Promise<{ posts: TBlogSummary[]; complete: boolean }> {
  const [es, en] = await Promise.all([postsOf(base, 'es', signal), postsOf(base, 'en', signal)]);
  const byId = new Map([...es.posts, ...en.posts].map((post) => [post.id, post]));
  const posts = [...byId.values()].sort(
    (a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id,
  );
  return { posts, complete: es.complete && en.complete };
}

/**
 * Every content page of the site, for the XML sitemap (the edge) and the HTML sitemap page (a loader, on
 * the server or in the browser). Never throws: what the content service cannot give is left out and the
 * answer marked incomplete.
 * @param base - the content service's base URL ('' in the browser)
 * @param signal - aborts the requests (a superseded navigation)
 */
export async function collectSitePages(
  base: TContentBase,
  signal?: AbortSignal,
): Promise<TSitePages> {
  const [attorneys, categories, { posts, complete }] = await Promise.all([
    fetchAttorneys(base, signal),
    fetchCategories(base, signal),
    allPosts(base, signal),
  ]);
  return {
    attorneys: dataOr(attorneys, []),
    categories: dataOr(categories, []),
    posts,
    complete: complete && attorneys.kind === 'ok' && categories.kind === 'ok',
  };
}
