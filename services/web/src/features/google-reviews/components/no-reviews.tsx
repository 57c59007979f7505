import type { TLocale } from '@firm/shared/i18n/locale';
import { classNames } from '../../../lib/class-names';
import { GOOGLE_REVIEWS_COPY } from '../google-reviews-copy';
import styles from './google-reviews.module.css';

/** What shows in place of the reviews when there are none (SPEC §8), in the page's language. */
export function NoReviews({ locale, className }: { locale: TLocale; className?: string }) {
  return (
    <p className={classNames(styles.empty, className)} data-slot="no-reviews">
      {GOOGLE_REVIEWS_COPY[locale].empty}
    </p>
  );
}
