import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { fetchBlogPage } from '../../lib/content/content-client';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import { fetchListPage } from '../kit/fetch-list-page';
import { pageNumberOf } from '../kit/page-number';
import { PagedPostList } from '../kit/post-list';
import { trailOf } from '../kit/trail';
import { COPY } from './blog-copy';

type TBlogData = { posts: TBlogSummary[]; page: number; totalPages: number };

/**
 * The blog index: the newest articles, 9 a page with pagination (`?page=2`); an empty list when the
 * content service is down (SPEC §8).
 */
export const page: TPageModule<TBlogData> = {
  loader: async ({ match, url, contentBase, signal }) => {
    const result = await fetchListPage(
      (n) => fetchBlogPage(contentBase, match.locale, n, signal),
      pageNumberOf(url),
    );
    return result.kind === 'ok'
      ? { posts: result.data.items, page: result.data.page, totalPages: result.data.total_pages }
      : { posts: [], page: 1, totalPages: 0 };
  },
  head: ({ locale, data }) => ({
    title: data.page > 1 ? COPY[locale].pageTitle(data.page) : COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description,
    breadcrumb: trailOf(locale, COPY[locale].heading),
  }),
  Page: ({ locale, head, data }) => (
    <>
      <PageHeader
        heading={COPY[locale].heading}
        trail={head.breadcrumb}
        breadcrumbLabel={shellCopy(locale).breadcrumb}
        lead={COPY[locale].lead}
      />
      <div className="container">
        <PagedPostList
          locale={locale}
          posts={data.posts}
          emptyText={COPY[locale].empty}
          page={data.page}
          totalPages={data.totalPages}
        />
      </div>
    </>
  ),
};
