import { Link } from '../../lib/site-router';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TLocale } from '@firm/shared/i18n/locale';
import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TRouteMatch } from '@firm/shared/routes/route-map';
import { getHref } from '@firm/shared/routes/route-map';
import { MediaImage } from '../../components/media-image';
import { InPageLink } from '../../components/in-page-link';
import { BarAdmissions } from '../../features/attorneys/bar-admissions';
import { formAnchorOf } from '../../features/lead-forms/utils/form-anchor';
import { pageFormPlacement } from '../../features/lead-forms/utils/form-placement';
import { COPY } from './founder-landing-copy';
import styles from './founder-landing-page.module.css';

/** Props of {@link FounderIntro}. */
export type TFounderIntroProps = {
  locale: TLocale;
  match: TRouteMatch;
  /** Her attorney profile, or null when the content service did not answer (the links still show). */
  founder: TAttorney | null;
};

/**
 * The top of the founder's page: her portrait (the page's largest image, fetched first), her summary,
 * where she is admitted to practise (with her bar number), her languages and associations as in her attorney profile, and the ways on:
 * her full profile, her live streams and the page's form.
 */
export function FounderIntro({ locale, match, founder }: TFounderIntroProps) {
  const copy = COPY[locale];
  const en = locale === 'en';
  const form = pageFormPlacement(match);
  const facts = founder
    ? [
        { term: copy.languages, values: en ? founder.languages_en : founder.languages_es },
        { term: copy.memberOf, values: en ? founder.associations_en : founder.associations_es },
      ].filter((fact) => fact.values.length > 0)
    : [];
  return (
    <div className={styles.intro}>
      {founder?.photo ? (
        <MediaImage
          info={founder.photo_info}
          file={founder.photo}
          alt={en ? founder.photo_alt_en : founder.photo_alt_es}
          sizes="(max-width: 767px) 100vw, 320px"
          priority
          className={styles.photo}
          width={800}
          height={1000}
        />
      ) : null}
      <div className={styles.about}>
        {founder ? (
          <p className={styles.summary}>{en ? founder.summary_en : founder.summary_es}</p>
        ) : null}
        {facts.length > 0 ? (
          <dl className={styles.facts}>
            <BarAdmissions
              locale={locale}
              admissions={founder?.bar_admissions ?? []}
              className={styles.fact}
            />
            {facts.map((fact) => (
              <div key={fact.term} className={styles.fact}>
                <dt>{fact.term}</dt>
                <dd>{fact.values.join(', ')}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <ul className={styles.links}>
          {form ? (
            <li>
              <InPageLink targetId={formAnchorOf(form.variant)} className={styles.cta}>
                {copy.evaluate}
              </InPageLink>
            </li>
          ) : null}
          <li>
            <Link to={getHref('attorneyProfile', locale, { slug: FOUNDER_SLUG })}>
              {copy.profileLink}
            </Link>
          </li>
          <li>
            <Link to={getHref('livesResults', locale, { name: FOUNDER_SLUG })}>
              {copy.livesLink}
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
