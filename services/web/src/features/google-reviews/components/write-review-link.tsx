import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../../components/external-link';
import { ExternalIcon } from '../../../components/icons';
import { classNames } from '../../../lib/class-names';
import { GOOGLE_REVIEWS_COPY } from '../google-reviews-copy';
import styles from './google-reviews.module.css';

/** Props of {@link WriteReviewLink}. */
export type TWriteReviewLinkProps = {
  locale: TLocale;
  /** Holds the firm's Google write-a-review address; without it nothing renders. */
  siteConfig: TSiteConfig | null;
  className?: string;
};

/**
 * 'Write us a review' / 'Déjenos una reseña en Google': a button-like link to the firm's Google write-a-review
 * page (`google_review_url` of the site configuration), in a new tab, saying so to screen readers.
 */
export function WriteReviewLink({ locale, siteConfig, className }: TWriteReviewLinkProps) {
  const url = siteConfig?.google_review_url;
  if (!url) return null;
  return (
    <ExternalLink
      href={url}
      locale={locale}
      className={classNames(styles.writeReview, className)}
      data-slot="write-review"
    >
      {GOOGLE_REVIEWS_COPY[locale].writeReview}
      <ExternalIcon className={styles.icon} />
    </ExternalLink>
  );
}
