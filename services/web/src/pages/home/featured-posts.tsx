import { Link } from '../../lib/site-router';
import { BLOG_CAROUSEL } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { Carousel } from '../../components/carousel/carousel';
import { MediaImage } from '../../components/media-image';
import { carouselLabels } from '../../lib/copy/carousel-labels';
import { COPY } from './home-copy';
import type { THomePostCard } from './home-data';
import styles from './featured-posts.module.css';

/** The blog images' size when the media catalogue did not answer (infra/content: 1200×675). */
const IMAGE = { width: 1200, height: 675 } as const;

/** Props of {@link FeaturedPosts}. */
export type TFeaturedPostsProps = { locale: TLocale; posts: THomePostCard[] };

/**
 * The featured articles (SPEC §2 News, §9): a carousel of two at a time (one at 767 px or less) advancing
 * every 3 s, each with its image, its title linking to the article and its opening words (100 characters
 * and an ellipsis). A note stands in its place when there are none.
 */
export function FeaturedPosts({ locale, posts }: TFeaturedPostsProps) {
  const copy = COPY[locale];
  if (posts.length === 0) return <p className={styles.empty}>{copy.newsEmpty}</p>;
  return (
    <Carousel
      label={copy.newsLabel}
      labels={carouselLabels(locale)}
      autoplayMs={BLOG_CAROUSEL.autoplayMs}
      className={styles.carousel}
      slideClassName={styles.slide}
    >
      {posts.map((post) => (
        <article key={post.id} className={styles.card}>
          <MediaImage
            info={post.info}
            file={post.image}
            alt={post.imageAlt}
            sizes="(max-width: 767px) 100vw, 600px"
            width={IMAGE.width}
            height={IMAGE.height}
            className={styles.image}
          />
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link to={getHref('blogArticle', locale, { slug: post.url })}>{post.title}</Link>
            </h3>
            <p className={styles.preview}>{post.preview}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
