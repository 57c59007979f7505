import { Link } from '../../lib/site-router';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import { Pagination } from '../../components/pagination/pagination';
import { paginationLabels } from '../../lib/copy/pagination-copy';
import { formatLongDate } from '../../lib/format-date';
import { POST_LIST_COPY } from './post-list-copy';
import styles from './post-list.module.css';

/** Props of {@link PostList}. */
export type TPostListProps = { locale: TLocale; posts: TBlogSummary[]; emptyText: string };

/** A plain list of blog posts in a language: title (link), date and summary. */
export function PostList({ locale, posts, emptyText }: TPostListProps) {
  if (posts.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  const en = locale === 'en';
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id} className={styles.item}>
          <h2 className={styles.title}>
            <Link to={getHref('blogArticle', locale, { slug: en ? post.url_en : post.url_es })}>
              {en ? post.titulo_en : post.titulo_es}
            </Link>
          </h2>
          <p className={styles.date}>
            <time dateTime={post.created_at}>{formatLongDate(post.created_at, locale)}</time>
          </p>
          {(en ? post.description_en : post.description_es) ? (
            <p>{en ? post.description_en : post.description_es}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The id of a paged post list's section: the pagination links' fragment and its scroll target. */
export const POST_LIST_ID = 'articles';

/** Props of {@link PagedPostList}. */
export type TPagedPostListProps = TPostListProps & {
  /** The page shown (1-based). */
  page: number;
  /** How many pages the list has (the content service's `total_pages`). */
  totalPages: number;
};

/**
 * A page of blog posts with Previous, page numbers and Next under it (`?page=2`, real links that work
 * without JavaScript); after a page change the view scrolls back to the top of the list.
 */
export function PagedPostList({ locale, page, totalPages, ...list }: TPagedPostListProps) {
  const copy = POST_LIST_COPY[locale];
  return (
    <section id={POST_LIST_ID} aria-label={copy.list} className={styles.section}>
      <PostList locale={locale} {...list} />
      <Pagination
        current={page}
        total={totalPages}
        targetId={POST_LIST_ID}
        labels={paginationLabels(locale, copy.pages)}
      />
    </section>
  );
}
