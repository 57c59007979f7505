import { useId } from 'react';
import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { MediaImage } from '../../components/media-image';
import { PageHeader } from '../../components/page-header';
import { BarAdmissions } from '../../features/attorneys/bar-admissions';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { personLd } from '../../features/seo/json-ld';
import { sampleIdsOf } from '../../lib/content/samples';
import { shellCopy } from '../../lib/copy/shell-copy';
import { formatList } from '../../lib/format-list';
import { FormCta } from '../kit/form-cta';
import { PageText } from '../kit/page-text';
import { trailOf } from '../kit/trail';
import { PROFILE_COPY } from './attorney-profile-copy';
import { ClientTestimonials } from './client-testimonials';
import { ProfileAside } from './profile-aside';
import { ProfileBadges } from './profile-badges';
import { loadProfile, type TProfileData } from './profile-data';
import { ProfileSocial } from './profile-social';
import styles from './attorney-profile-page.module.css';

/**
 * An attorney's profile (SPEC §2): portrait, summary, languages, licences and the badges of her licences and
 * associations, biography, practice areas, associations, social links, the client testimonials carousel
 * and the form. Unknown slugs are 404.
 */
export const page: TPageModule<TProfileData> = {
  loader: loadProfile,
  head: ({ locale, data: { attorney }, shell }) => {
    const en = locale === 'en';
    const role = en ? attorney.role_en : attorney.role_es;
    return {
      title: `${attorney.name}, ${role}`,
      heading: attorney.name,
      description: en ? attorney.summary_en : attorney.summary_es,
      breadcrumb: trailOf(locale, attorney.name, ['attorneys']),
      ogType: 'profile',
      jsonLd: [
        personLd(
          attorney,
          locale,
          shell.origin,
          getHref('attorneyProfile', locale, { slug: attorney.slug }),
        ),
      ],
    };
  },
  Page: ({ locale, head, data, match, shell }) => {
    const { attorney, badges, testimonials } = data;
    const copy = PROFILE_COPY[locale];
    const en = locale === 'en';
    const id = useId();
    const areas = en ? attorney.practice_areas_en : attorney.practice_areas_es;
    const associations = en ? attorney.associations_en : attorney.associations_es;
    return (
      <>
        <PageHeader
          heading={attorney.name}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={en ? attorney.role_en : attorney.role_es}
        />
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
            <FormCta match={match}>{copy.cta}</FormCta>
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
        <ClientTestimonials
          locale={locale}
          testimonials={testimonials}
          sampleIds={sampleIdsOf(shell.samples, 'attorneyTestimonials')}
        />
        <PageLeadForm match={match} attorneyName={attorney.name} />
      </>
    );
  },
};
