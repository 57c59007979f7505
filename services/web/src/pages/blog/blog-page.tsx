import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { shellCopy } from '../../lib/copy/shell-copy';
import { fetchBlogPage } from '../../lib/content/content-client';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import { pageNumberOf } from '../kit/page-number';
import { PostList } from '../kit/post-list';
import { trailOf } from '../kit/trail';

const COPY: Record<
  TLocale,
  { title: string; heading: string; description: string; lead: string; empty: string }
> = {
  en: {
    title: 'Blog: immigration news and guides',
    heading: 'Immigration blog',
    description:
      'Clear guides on VAWA, U and T visas, K-1 visas, family petitions and immigration news, from the attorneys of Herrera Immigration Law.',
    lead: 'Guides and news, written so you can understand your options.',
    empty: 'There are no articles to show right now.',
  },
  es: {
    title: 'Blog: noticias y guías de inmigración',
    heading: 'Blog de inmigración',
    description:
      'Guías claras sobre VAWA, visas U y T, visas K-1, peticiones familiares y noticias de inmigración, de nuestros abogados.',
    lead: 'Guías y noticias escritas para que entienda sus opciones.',
    empty: 'No hay artículos para mostrar en este momento.',
  },
};

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
