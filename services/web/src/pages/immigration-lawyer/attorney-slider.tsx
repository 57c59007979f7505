import { Link } from '../../lib/site-router';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { Carousel } from '../../components/carousel/carousel';
import { MediaImage } from '../../components/media-image';
import { carouselLabels } from '../../lib/copy/carousel-labels';
import styles from './immigration-lawyer-page.module.css';

/** Props of {@link AttorneySlider}. */
export type TAttorneySliderProps = { locale: TLocale; attorneys: TAttorney[]; label: string };

/**
 * The lawyer slider (SPEC §2): one card per attorney (portrait, name linking to the profile, role), one at
 * a time on phones, two side by side from 768 px. Nothing when the attorneys are unknown.
 */
export function AttorneySlider({ locale, attorneys, label }: TAttorneySliderProps) {
  if (attorneys.length === 0) return null;
  const en = locale === 'en';
  return (
    <Carousel
      label={label}
      labels={carouselLabels(locale)}
      className={styles.slider}
      slideClassName={styles.slide}
    >
      {attorneys.map((attorney) => (
        <article key={attorney.slug} className={styles.lawyer}>
          <MediaImage
            info={attorney.photo_info}
            file={attorney.photo}
            alt={en ? attorney.photo_alt_en : attorney.photo_alt_es}
            sizes="120px"
            className={styles.lawyerPhoto}
            width={800}
            height={1000}
          />
          <div>
            <h3 className={styles.lawyerName}>
              <Link to={getHref('attorneyProfile', locale, { slug: attorney.slug })}>
                {attorney.name}
              </Link>
            </h3>
            <p className={styles.lawyerRole}>{en ? attorney.role_en : attorney.role_es}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
