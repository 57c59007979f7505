import { Link } from '../../lib/site-router';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TLocale } from '@firm/shared/i18n/locale';
import { getHref } from '@firm/shared/routes/route-map';
import { ChevronRightIcon } from '../../components/icons';
import { MediaImage } from '../../components/media-image';
import { formatList } from '../../lib/format-list';
import { ATTORNEYS_COPY } from './attorneys-copy';
import styles from './attorney-card.module.css';

/** Props of {@link AttorneyCard}. */
export type TAttorneyCardProps = {
  attorney: TAttorney;
  locale: TLocale;
  /** The level of the attorney's name (the section around the card has the heading above it). */
  titleLevel?: 'h2' | 'h3';
  /** The portrait is the page's largest image above the fold. */
  priority?: boolean;
};

/**
 * An attorney at a glance (SPEC §2 Team, About): portrait, name, role, short summary and languages,
 * with a link to the full profile.
 */
export function AttorneyCard({
  attorney,
  locale,
  titleLevel = 'h3',
  priority = false,
}: TAttorneyCardProps) {
  const copy = ATTORNEYS_COPY[locale];
  const en = locale === 'en';
  const Title = titleLevel;
  return (
    <article className={styles.card} data-attorney={attorney.slug}>
      <MediaImage
        info={attorney.photo_info}
        file={attorney.photo}
        alt={en ? attorney.photo_alt_en : attorney.photo_alt_es}
        sizes="(max-width: 1023px) 112px, 208px"
        priority={priority}
        className={styles.photo}
        width={800}
        height={1000}
      />
      <div className={styles.content}>
        <div className={styles.head}>
          <Title className={styles.name}>{attorney.name}</Title>
          <p className={styles.role}>{en ? attorney.role_en : attorney.role_es}</p>
        </div>
        <div className={styles.body}>
          <p className={styles.summary}>{en ? attorney.summary_en : attorney.summary_es}</p>
          <dl className={styles.facts}>
            <dt>{copy.languages}</dt>
            <dd>{formatList(en ? attorney.languages_en : attorney.languages_es, locale)}</dd>
          </dl>
          <Link
            to={getHref('attorneyProfile', locale, { slug: attorney.slug })}
            className={styles.link}
          >
            {copy.viewProfile(attorney.name)}
            <ChevronRightIcon className={styles.icon} />
          </Link>
        </div>
      </div>
    </article>
  );
}
