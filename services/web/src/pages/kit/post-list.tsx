import { Link } from 'react-router-dom';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import { formatLongDate } from '../../lib/format-date';
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
