import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { fetchCategoryPage } from '../../lib/content/content-client';
import type { TCategoryPage } from '@firm/shared/content/category-page';
import { notFound, unavailable } from '../../lib/http-status';
import { pageNumberOf } from '../kit/page-number';
import { fetchListPage } from '../kit/fetch-list-page';
import { PagedPostList } from '../kit/post-list';
import { loadSafeBrowsingTips, QuickExit, SafeBrowsingNote } from '../kit/safe-browsing';
import { trailOf } from '../kit/trail';
import { COPY } from './blog-category-copy';

/** What a category page loads: a page of its posts and, when it has Quick exit, the tips on browsing safely. */
export type TCategoryPageData = TCategoryPage & { tips: string | null };

/**
 * A blog category and its articles, 9 a page with pagination (`?page=2`); unknown categories are 404.
 * Its slug differs by language. A category about abuse or trafficking (`quick_exit`, marked in the
 * content) has Quick exit and the note on browsing safely.
 */
export const page: TPageModule<TCategoryPageData> = {
  loader: async (args) => {
    const { match, url, contentBase, signal } = args;
    const [result, tips] = await Promise.all([
      fetchListPage(
        (n) => fetchCategoryPage(contentBase, match.locale, match.params['slug'] ?? '', n, signal),
        pageNumberOf(url),
      ),
      loadSafeBrowsingTips(args),
    ]);
    if (result.kind === 'not-found') notFound();
    if (result.kind === 'unavailable') unavailable();
    return { ...result.data, tips: result.data.category.quick_exit ? tips : null };
  },
  head: ({ locale, data }) => {
    const name = locale === 'en' ? data.category.nombre_en : data.category.nombre_es;
    return {
      title: COPY[locale].title(name, data.page),
      heading: name,
      description: COPY[locale].description(name),
      breadcrumb: trailOf(locale, name, ['blog']),
      alternates: {
        en: getHref('blogCategory', 'en', { slug: data.category.url_en }),
        es: getHref('blogCategory', 'es', { slug: data.category.url_es }),
      },
      quickExit: data.category.quick_exit,
    };
  },
  Page: ({ locale, head, data }) => (
    <>
      <QuickExit locale={locale} show={data.category.quick_exit} />
      <PageHeader
        heading={head.heading ?? head.title}
        trail={head.breadcrumb}
        breadcrumbLabel={shellCopy(locale).breadcrumb}
      />
      {data.category.quick_exit ? <SafeBrowsingNote locale={locale} tips={data.tips} /> : null}
      <div className="container">
        <PagedPostList
          locale={locale}
          posts={data.items}
          emptyText={COPY[locale].empty}
          page={data.page}
          totalPages={data.total_pages}
        />
      </div>
    </>
  ),
};
