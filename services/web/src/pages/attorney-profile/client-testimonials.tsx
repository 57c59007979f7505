import { useId } from 'react';
import { ATTORNEY_TESTIMONIAL_SLIDER } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import { Carousel } from '../../components/carousel/carousel';
import { MediaImage } from '../../components/media-image';
import { carouselLabels } from '../../lib/copy/carousel-labels';
import { PROFILE_COPY } from '../../features/attorneys/profile/attorney-profile-copy';
import type { TTestimonialSlide } from './profile-data';
import styles from './client-testimonials.module.css';

/** Props of {@link ClientTestimonials}. */
export type TClientTestimonialsProps = {
  locale: TLocale;
  testimonials: TTestimonialSlide[];
  /** The ids of sample testimonials (issue 30 §3), labelled as examples in small print. */
  sampleIds?: ReadonlySet<number>;
};

/**
 * The clients' words on an attorney's profile (SPEC §4, §9): a carousel that advances every 3 s and wraps,
 * one testimonial at 767 px or less, else three with the centre one highlighted; dots jump to a
 * testimonial; each text shortened to 300 characters. Nothing when there are none.
 */
export function ClientTestimonials({ locale, testimonials, sampleIds }: TClientTestimonialsProps) {
  const headingId = useId();
  const copy = PROFILE_COPY[locale];
  if (testimonials.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {copy.testimonials}
        </h2>
        <Carousel
          label={copy.testimonialsLabel}
          labels={carouselLabels(locale)}
          autoplayMs={ATTORNEY_TESTIMONIAL_SLIDER.autoplayMs}
          highlightCentre
          startIndex="full"
          className={styles.carousel}
          slideClassName={styles.slide}
        >
          {testimonials.map((item) => (
            <figure key={item.id} className={styles.card}>
              <blockquote className={styles.quote}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption className={styles.client}>
                <MediaImage
                  info={item.photoInfo}
                  file={item.photo}
                  alt=""
                  sizes="56px"
                  className={styles.photo}
                  width={400}
                  height={400}
                />
                <span className={styles.name}>
                  {item.name}
                  {sampleIds?.has(item.id) ? (
                    <small className={styles.sample} data-sample="true">
                      {copy.sampleTestimonial}
                    </small>
                  ) : null}
                </span>
              </figcaption>
            </figure>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
