import { Link } from '../../lib/site-router';
import { HERO } from '@firm/shared/constants';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { Carousel } from '../../components/carousel/carousel';
import { ChevronRightIcon } from '../../components/icons';
import { MediaImage } from '../../components/media-image';
import { carouselLabels } from '../../lib/copy/carousel-labels';
import { COPY } from './home-copy';
import { HERO_SLIDES, type THeroImage } from './home-media';
import styles from './hero-slider.module.css';

/** The hero illustrations' size when the media catalogue did not answer (infra/content: 1200×800). */
const IMAGE = { width: 1200, height: 800 } as const;

/** Props of {@link HeroSlider}. */
export type THeroSliderProps = {
  locale: TLocale;
  /** The images' renditions by file name (null: the original is served as it is). */
  media: Record<THeroImage, TMediaInfo | null>;
  /** The years of experience the first slide claims (null: the founding year is unknown). */
  years: number | null;
};

/**
 * The home hero (SPEC §2, §9): four slides, one at a time, advancing every 5 s and looping after
 * hydration. The first slide's heading is the page's `<h1>` and its image the page's largest paint
 * (fetched first, never lazy); the others load lazily. The words are live text beside the picture.
 */
export function HeroSlider({ locale, media, years }: THeroSliderProps) {
  const copy = COPY[locale];
  return (
    <Carousel
      label={copy.heroLabel}
      labels={carouselLabels(locale)}
      autoplayMs={HERO.autoplayMs}
      loop={HERO.loop}
      className={styles.hero}
      slideClassName={styles.slideFrame}
    >
      {HERO_SLIDES.map((slide, i) => {
        const words = copy.hero[slide.id];
        const text = typeof words.text === 'function' ? words.text(years) : words.text;
        const Heading = i === 0 ? 'h1' : 'h2';
        return (
          <article key={slide.id} className={styles.slide} data-slide={slide.id}>
            <MediaImage
              info={media[slide.image]}
              file={slide.image}
              alt={words.alt}
              sizes="100vw"
              priority={i === 0}
              width={IMAGE.width}
              height={IMAGE.height}
              className={styles.image}
            />
            <div className={styles.text}>
              <Heading className={styles.heading}>{words.heading}</Heading>
              <p className={styles.lead}>{text}</p>
              <Link to={getHref(slide.route, locale)} className={styles.cta}>
                {words.cta}
                <ChevronRightIcon className={styles.icon} />
              </Link>
            </div>
          </article>
        );
      })}
    </Carousel>
  );
}
