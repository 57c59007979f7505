import { Link } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { MediaImage } from '../../components/media-image';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { blogPostingLd } from '../../features/seo/json-ld';
import { shellCopy } from '../../lib/copy/shell-copy';
import { fetchArticle } from '../../lib/content/content-client';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import { formatLongDate } from '../../lib/format-date';
import { movedTo, notFound, unavailable } from '../../lib/http-status';
import { loadSafeBrowsingTips, QuickExit, SafeBrowsingNote } from '../kit/safe-browsing';
import { trailOf } from '../kit/trail';
import { COPY } from './blog-article-copy';
import { ShareBar } from './share-bar';
import styles from './blog-article-page.module.css';

/** The article's own path in a language (its canonical address without the origin). */
function articlePath(article: TBlogArticle, locale: TLocale): string {
  return getHref('blogArticle', locale, {
    slug: locale === 'en' ? article.url_en : article.url_es,
  });
}

/** What an article page loads: the article and, when it has Quick exit, the tips on browsing safely. */
export type TArticlePageData = TBlogArticle & { tips: string | null };

/**
 * A blog article (SPEC §2): breadcrumb Home / Blog / title, date in the language's long format, author,
 * share links, main image, index of in-page anchors and the HTML body (sanitized by the content service). The article
 * travels in the page's hydration data; the browser does not fetch it again. Unknown slugs are 404.
 * An article about abuse or trafficking (`quick_exit`, marked in the content) has Quick exit and the
 * note on browsing safely under its banner.
 */
export const page: TPageModule<TArticlePageData> = {
  loader: async (args) => {
    const { match, contentBase, signal } = args;
    const slug = match.params['slug'] ?? '';
    const [result, tips] = await Promise.all([
      fetchArticle(contentBase, match.locale, slug, signal),
      loadSafeBrowsingTips(args),
    ]);
    if (result.kind === 'not-found') notFound();
    if (result.kind === 'unavailable') unavailable();
    // an address the article had before its editor changed it: 301 to the one it has now
    const current = articlePath(result.data, match.locale);
    if (current !== getHref('blogArticle', match.locale, { slug })) movedTo(current);
    return { ...result.data, tips: result.data.quick_exit ? tips : null };
  },
  head: ({ locale, data, shell }) => {
    const en = locale === 'en';
    const title = en ? data.titulo_en : data.titulo_es;
    const canonical = articlePath(data, locale);
    return {
      title,
      description: (en ? data.description_en : data.description_es) ?? title,
      breadcrumb: trailOf(locale, title, ['blog']),
      // only the languages the article is published in (the other's address is blank)
      alternates: {
        ...(data.url_en ? { en: getHref('blogArticle', 'en', { slug: data.url_en }) } : {}),
        ...(data.url_es ? { es: getHref('blogArticle', 'es', { slug: data.url_es }) } : {}),
      },
      ogType: 'article',
      ...(data.main_media ? { image: mediaPath(data.main_media) } : {}),
      jsonLd: [blogPostingLd(data, locale, shell.origin, canonical)],
      quickExit: data.quick_exit,
    };
  },
  Page: ({ locale, head, data, match, shell }) => {
    const en = locale === 'en';
    return (
      <article>
        <QuickExit locale={locale} show={data.quick_exit} />
        <PageHeader
          heading={head.title}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
        >
          <p className={styles.meta}>
            <time dateTime={data.created_at}>{formatLongDate(data.created_at, locale)}</time>
            {data.author ? (
              <>
                {' · '}
                {COPY[locale].by}{' '}
                <Link to={getHref('attorneyProfile', locale, { slug: data.author.slug })}>
                  {data.author.name}
                </Link>
              </>
            ) : null}
          </p>
          <ShareBar
            locale={locale}
            url={shell.origin + articlePath(data, locale)}
            title={head.title}
          />
        </PageHeader>
        {data.quick_exit ? <SafeBrowsingNote locale={locale} tips={data.tips} /> : null}
        <div className={`container ${styles.columns}`}>
          <div className={styles.layout}>
            {data.main_media ? (
              <MediaImage
                info={data.main_media_info}
                file={data.main_media}
                alt={en ? data.main_media_text_en : data.main_media_text_es}
                sizes="(max-width: 800px) 100vw, 800px"
                priority
                className={styles.image}
              />
            ) : null}
            {data.index?.length ? (
              <nav aria-label={COPY[locale].index} className={styles.index}>
                <h2>{COPY[locale].index}</h2>
                <ol>
                  {data.index.map((entry) => (
                    <li key={entry.anchor}>
                      <a href={`#${entry.anchor}`}>{en ? entry.en : entry.es}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div
              className={styles.body}
              dangerouslySetInnerHTML={{ __html: en ? data.body_en : data.body_es }}
            />
          </div>
          <aside className={styles.aside}>
            <PageLeadForm match={match} layout="aside" />
          </aside>
        </div>
      </article>
    );
  },
};
