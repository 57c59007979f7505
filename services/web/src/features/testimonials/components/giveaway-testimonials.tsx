import type { TLocale } from '@firm/shared/i18n/locale';
import { MediaImage } from '../../../components/media-image';
import type { TPageSlice } from '../../../lib/page-slice';
import type { TGiveawayItem } from '../api/load-testimonials';
import { TESTIMONIALS_COPY } from '../testimonials-copy';
import { TestimonialSection } from './testimonial-section';
import styles from './testimonial-lists.module.css';

/** The photos' size when the media catalogue did not answer (content-api stores them at 800×800). */
const PHOTO = { width: 800, height: 800 } as const;

/**
 * The giveaway testimonials (SPEC §2): photos of the firm's community giveaways, each with its
 * description as alt text in the page's language, 6 a page (`?giveaway=`), loaded lazily.
 */
export function GiveawayTestimonials(props: {
  locale: TLocale;
  list: TPageSlice<TGiveawayItem>;
  /** The ids of sample photos (labelled as examples). */
  sampleIds?: ReadonlySet<number>;
  className?: string;
}) {
  const { locale, list, sampleIds } = props;
  return (
    <TestimonialSection kind="giveaway" words={TESTIMONIALS_COPY[locale].giveaway} {...props}>
      <ul className={styles.photos}>
        {list.items.map((item) => (
          <li key={item.id}>
            <MediaImage
              info={item.info}
              file={item.foto}
              alt={locale === 'en' ? item.alt_en : item.alt_es}
              sizes="(max-width: 767px) 50vw, 380px"
              width={PHOTO.width}
              height={PHOTO.height}
              className={styles.photo}
            />
            {sampleIds?.has(item.id) ? (
              <small className={styles.sample} data-sample="true">
                {TESTIMONIALS_COPY[locale].sample}
              </small>
            ) : null}
          </li>
        ))}
      </ul>
    </TestimonialSection>
  );
}
