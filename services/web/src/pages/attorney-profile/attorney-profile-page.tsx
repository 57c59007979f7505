import { getHref } from '@firm/shared/routes/route-map';
import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { personLd } from '../../features/seo/json-ld';
import { sampleIdsOf } from '../../lib/content/samples';
import { shellCopy } from '../../lib/copy/shell-copy';
import { FormCta } from '../kit/form-cta';
import { trailOf } from '../kit/trail';
import { PROFILE_COPY } from '../../features/attorneys/profile/attorney-profile-copy';
import { AttorneyProfileView } from '../../features/attorneys/profile/attorney-profile-view';
import { ClientTestimonials } from './client-testimonials';
import { loadProfile, type TProfileData } from './profile-data';

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
    return (
      <>
        <PageHeader
          heading={attorney.name}
          trail={head.breadcrumb}
          breadcrumbLabel={shellCopy(locale).breadcrumb}
          lead={locale === 'en' ? attorney.role_en : attorney.role_es}
        />
        <AttorneyProfileView
          locale={locale}
          attorney={attorney}
          badges={badges}
          cta={<FormCta match={match}>{copy.cta}</FormCta>}
        />
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
