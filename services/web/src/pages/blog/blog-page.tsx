import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { fetchBlogPage } from '../../lib/content/content-client';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import { pageNumberOf } from '../kit/page-number';
import { PostList } from '../kit/post-list';
import { trailOf } from '../kit/trail';
import { COPY } from './blog-copy';

type TBlogData = { posts: TBlogSummary[] };

/** The blog index: the newest articles (an empty list when the content service is down, SPEC §8). */
export const page: TPageModule<TBlogData> = {
  loader: async ({ match, url, contentBase, signal }) => {
    const result = await fetchBlogPage(contentBase, match.locale, pageNumberOf(url), signal);
    return { posts: result.kind === 'ok' ? result.data.items : [] };
  },
  head: ({ locale }) => ({
    title: COPY[locale].title,
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
        <PostList locale={locale} posts={data.posts} emptyText={COPY[locale].empty} />
      </div>
    </>
  ),
};
