import type { TLocale } from '@firm/shared/i18n/locale';
import type { TPublicSamples } from '@firm/shared/studio/studio-collections';
import { sampleIdsOf } from '../../../lib/content/samples';
import type { TTestimonialsData } from '../api/load-testimonials';
import { GiveawayTestimonials } from './giveaway-testimonials';
import { TravelTestimonials } from './travel-testimonials';
import styles from './testimonial-lists.module.css';

/** Props of {@link TestimonialLists}. */
export type TTestimonialListsProps = {
  locale: TLocale;
  data: TTestimonialsData;
  /** The sample content the site still shows: those videos and photos are labelled as examples. */
  samples?: TPublicSamples | null;
  /**
   * Which list sits on a tinted band, so it stands apart from its neighbours on the page.
   * @defaultValue 'travel'
   */
  tinted?: 'travel' | 'giveaway';
};

/**
 * Both testimonials lists as the testimonials and reviews pages show them: the travel videos, then the
 * giveaway photos, one of them on a tinted band, each paginated by its own query parameter.
 */
export function TestimonialLists({
  locale,
  data,
  samples = null,
  tinted = 'travel',
}: TTestimonialListsProps) {
  const band = (list: 'travel' | 'giveaway') => (tinted === list ? styles.band : undefined);
  return (
    <>
      <TravelTestimonials
        locale={locale}
        list={data.travel}
        sampleIds={sampleIdsOf(samples, 'travel')}
        className={band('travel')}
      />
      <GiveawayTestimonials
        locale={locale}
        list={data.giveaway}
        sampleIds={sampleIdsOf(samples, 'giveaway')}
        className={band('giveaway')}
      />
    </>
  );
}
