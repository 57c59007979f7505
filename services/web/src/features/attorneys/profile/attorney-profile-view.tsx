import { useId, type ReactNode } from 'react';
import type { TAttorney } from '@firm/shared/content/attorney';
import type { TLocale } from '@firm/shared/i18n/locale';
import { MediaImage } from '../../../components/media-image';
import { BarAdmissions } from '../bar-admissions';
import { formatList } from '../../../lib/format-list';
import { PageText } from '../../../pages/kit/page-text';
import type { TBadge } from './attorney-badges';
import { PROFILE_COPY } from './attorney-profile-copy';
import { ProfileAside } from './profile-aside';
import { ProfileBadges } from './profile-badges';
import { ProfileSocial } from './profile-social';
import styles from './attorney-profile-page.module.css';

/** Props of {@link AttorneyProfileView}. */
export type TAttorneyProfileViewProps = {
  locale: TLocale;
  attorney: TAttorney;
  badges: TBadge[];
  /** The call to the form (the public page's; none in the studio's preview). */
  cta?: ReactNode;
};

/**
 * The body of an attorney's profile (SPEC §2): portrait, summary, languages, bar admissions (state
 * and number) and badges, biography, practice areas, associations and social links. The public
 * profile page and the studio's preview of a draft (issue 30) render the same component.
 */
export function AttorneyProfileView({ locale, attorney, badges, cta }: TAttorneyProfileViewProps) {
  const copy = PROFILE_COPY[locale];
  const en = locale === 'en';
  const id = useId();
  const areas = en ? attorney.practice_areas_en : attorney.practice_areas_es;
  const associations = en ? attorney.associations_en : attorney.associations_es;
  return (
    <div className={styles.profile}>
      <div className={`container ${styles.intro}`}>
        <MediaImage
          info={attorney.photo_info}
          file={attorney.photo}
          alt={en ? attorney.photo_alt_en : attorney.photo_alt_es}
          sizes="(max-width: 767px) 240px, 320px"
          priority
          className={styles.photo}
          width={800}
          height={1000}
        />
        <div className={styles.introText}>
          <p className={styles.summary}>{en ? attorney.summary_en : attorney.summary_es}</p>
          <dl className={styles.facts}>
            <div>
              <dt>{copy.languages}</dt>
              <dd>{formatList(en ? attorney.languages_en : attorney.languages_es, locale)}</dd>
            </div>
            <BarAdmissions locale={locale} admissions={attorney.bar_admissions} />
          </dl>
          <ProfileBadges badges={badges} label={copy.badges} />
          {cta}
        </div>
      </div>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby={`${id}-bio`} className={styles.bio}>
          <h2 id={`${id}-bio`}>{copy.biography}</h2>
          <PageText html={en ? attorney.bio_en : attorney.bio_es} />
        </section>
        <div className={styles.side}>
          {areas.length > 0 ? (
            <ProfileAside heading={copy.practiceAreas}>
              <ul className={styles.chips}>
                {areas.map((area) => (
                  <li key={area}>{area}</li>
                ))}
              </ul>
            </ProfileAside>
          ) : null}
          {associations.length > 0 ? (
            <ProfileAside heading={copy.associations}>
              <ul className={styles.list}>
                {associations.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </ProfileAside>
          ) : null}
          <ProfileSocial locale={locale} social={attorney.social} heading={copy.social} />
        </div>
      </div>
    </div>
  );
}
