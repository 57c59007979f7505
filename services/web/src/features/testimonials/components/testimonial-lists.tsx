import type { TLocale } from '@firm/shared/i18n/locale';
import type { TTestimonialsData } from '../api/load-testimonials';
import { GiveawayTestimonials } from './giveaway-testimonials';
import { TravelTestimonials } from './travel-testimonials';
import styles from './testimonial-lists.module.css';

/** Props of {@link TestimonialLists}. */
export type TTestimonialListsProps = { locale: TLocale; data: TTestimonialsData };

/**
 * Both testimonials lists as the testimonials and reviews pages show them: the travel videos on a tinted
 * band, then the giveaway photos, each paginated by its own query parameter.
 */
export function TestimonialLists({ locale, data }: TTestimonialListsProps) {
  return (
    <>
      <TravelTestimonials locale={locale} list={data.travel} className={styles.band} />
      <GiveawayTestimonials locale={locale} list={data.giveaway} />
    </>
  );
}
