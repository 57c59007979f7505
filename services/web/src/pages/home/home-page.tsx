import { useId } from 'react';
import { Link } from '../../lib/site-router';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { Reveal } from '../../components/reveal/reveal';
import { GoogleRatingSummary } from '../../features/google-reviews/components/google-rating-summary';
import { GoogleReviewsCarousel } from '../../features/google-reviews/components/google-reviews-carousel';
import { WriteReviewLink } from '../../features/google-reviews/components/write-review-link';
import { reviewsHeading } from '../../features/google-reviews/google-reviews-copy';
import { PracticeAreaCards } from '../../features/practice-areas/practice-area-cards';
import { shellCopy } from '../../lib/copy/shell-copy';
import { sampleIdsOf, showsSamples } from '../../lib/content/samples';
import { firmYears } from '../../lib/content/site-config';
import { firmJsonLd } from '../kit/page-json-ld';
import { FeaturedPosts } from './featured-posts';
import { HeroSlider } from './hero-slider';
import { COPY } from './home-copy';
import type { THomeData } from './home-data';
import { AboutSection, LivesSection, MissionSection, VisasSection } from './home-sections';
import styles from './home-page.module.css';

/**
 * The home page (SPEC §2 Home), both languages: the hero slider, the practice areas, about us with the
 * firm's video, the mission, the founder's live streams, the reviews teaser, the visas with how it works,
 * the featured articles and the Google reviews with the write-a-review link. Below the hero every image
 * and video loads lazily and each section slides in once on first scroll (never hidden without
 * JavaScript or under reduced motion).
 */
export const page: TPageModule<THomeData> = {
  // The loader's code (content client, lives, text helpers) runs on the server only; as a dynamic import it
  // stays out of the page's browser chunk.
  loader: async (args) => (await import('./home-data')).loadHomeData(args),
  head: ({ locale, shell }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description(firmYears(shell.siteConfig, shell.year)?.years ?? null),
    breadcrumb: [{ label: shellCopy(locale).homeCrumb }],
    jsonLd: firmJsonLd(shell, locale),
  }),
  Page: ({ locale, data, shell }) => {
    const copy = COPY[locale];
    const id = useId();
    const reviewsPage = getHref(locale === 'en' ? 'reviews' : 'testimonials', locale);
    return (
      <>
        <HeroSlider
          locale={locale}
          media={data.media}
          years={firmYears(shell.siteConfig, shell.year)?.years ?? null}
        />
        <Reveal
          as="section"
          labelledBy={`${id}-services`}
          className={`container ${styles.section}`}
        >
          <h2 id={`${id}-services`} className={styles.heading}>
            {copy.servicesHeading}
          </h2>
          <p className={styles.lead}>{copy.servicesLead}</p>
          <PracticeAreaCards locale={locale} siteConfig={shell.siteConfig} />
        </Reveal>
        <AboutSection locale={locale} data={data} />
        <MissionSection locale={locale} data={data} />
        <LivesSection locale={locale} data={data} siteConfig={shell.siteConfig} />
        <Reveal
          as="section"
          labelledBy={`${id}-teaser`}
          className={`container ${styles.section} ${styles.teaser}`}
        >
          <h2 id={`${id}-teaser`} className={styles.heading}>
            {copy.reviewsHeading}
          </h2>
          <GoogleRatingSummary
            locale={locale}
            reviews={data.reviews}
            sample={showsSamples(shell.samples)}
          />
          <p className={styles.lead}>{copy.reviewsText}</p>
          <Link to={reviewsPage} className={styles.button}>
            {copy.reviewsLink}
          </Link>
        </Reveal>
        <VisasSection locale={locale} data={data} />
        <Reveal as="section" labelledBy={`${id}-news`} className={`container ${styles.section}`}>
          <div className={styles.sectionHead}>
            <h2 id={`${id}-news`} className={styles.heading}>
              {copy.newsHeading}
            </h2>
            <Link to={getHref('blog', locale)} className={styles.more}>
              {copy.newsLink}
            </Link>
          </div>
          <FeaturedPosts locale={locale} posts={data.posts} />
        </Reveal>
        <Reveal as="section" labelledBy={`${id}-reviews`} className={`container ${styles.section}`}>
          <h2 id={`${id}-reviews`} className={styles.heading}>
            {reviewsHeading(locale, shell.samples)}
          </h2>
          <GoogleReviewsCarousel
            locale={locale}
            reviews={data.reviews}
            sampleIds={sampleIdsOf(shell.samples, 'reviews')}
            label={reviewsHeading(locale, shell.samples)}
          />
          <p className={styles.write}>
            <WriteReviewLink locale={locale} siteConfig={shell.siteConfig} />
          </p>
        </Reveal>
      </>
    );
  },
};
