import type { TLocale } from '@firm/shared/i18n/locale';
import type { TTravelTestimonial } from '@firm/shared/content/travel-testimonial';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { Video } from '../../../components/video/video';
import type { TPageSlice } from '../../../lib/page-slice';
import { TESTIMONIALS_COPY } from '../testimonials-copy';
import { TestimonialSection } from './testimonial-section';
import styles from './testimonial-lists.module.css';

/** The clips' intrinsic size (content-api encodes them at 640×360). */
const CLIP = { width: 640, height: 360 } as const;

/**
 * The travel testimonials (SPEC §2): short videos of clients' first trips home, 3 a page (`?travel=`).
 * Each shows its poster and loads nothing else until played; its description is the caption.
 */
export function TravelTestimonials(props: {
  locale: TLocale;
  list: TPageSlice<TTravelTestimonial>;
  /** The ids of sample videos (labelled as examples). */
  sampleIds?: ReadonlySet<number>;
  className?: string;
}) {
  const { locale, list, sampleIds } = props;
  const copy = TESTIMONIALS_COPY[locale];
  return (
    <TestimonialSection kind="travel" words={copy.travel} {...props}>
      <ul className={styles.videos}>
        {list.items.map((item) => (
          <li key={item.id}>
            <figure className={styles.figure}>
              <Video
                src={mediaPath(item.foto)}
                type="video/mp4"
                poster={mediaPath(item.poster)}
                width={CLIP.width}
                height={CLIP.height}
                fallback={copy.videoFallback}
                fileLinkLabel={copy.openVideo}
              />
              <figcaption className={styles.caption}>
                {locale === 'en' ? item.alt_en : item.alt_es}
                {sampleIds?.has(item.id) ? (
                  <small className={styles.sample} data-sample="true">
                    {copy.sample}
                  </small>
                ) : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TestimonialSection>
  );
}
