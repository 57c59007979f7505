import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { TestimonialLists } from '../../features/testimonials/components/testimonial-lists';
import { shellCopy } from '../../lib/copy/shell-copy';
import { GoogleReviewsSection } from '../kit/google-reviews-section';
import { loadSocialProof, type TSocialProofData } from '../kit/social-proof';
import { trailOf } from '../kit/trail';
import { COPY } from './testimonials-copy';
import styles from './testimonials-page.module.css';

/**
 * The testimonials page (SPEC §2), both languages: a short introduction, the travel videos (3 a page,
 * `?travel=`) and the giveaway photos (6 a page, `?giveaway=`), then the Google reviews (6 a page,
 * `?reviews=`, with the write-a-review link), each list paginated on its own.
 */
export const page: TPageModule<TSocialProofData> = {
  loader: loadSocialProof,
  head: ({ locale }) => ({
    title: COPY[locale].title,
    heading: COPY[locale].heading,
    description: COPY[locale].description,
    breadcrumb: trailOf(locale, COPY[locale].heading),
  }),
  Page: ({ locale, head, data, match, shell }) => (
    <>
      <PageHeader
        heading={COPY[locale].heading}
        trail={head.breadcrumb}
        breadcrumbLabel={shellCopy(locale).breadcrumb}
        lead={COPY[locale].lead}
      />
      <div className="container">
        <p className={styles.intro}>{COPY[locale].intro}</p>
      </div>
      <TestimonialLists
        locale={locale}
        data={data.testimonials}
        samples={shell.samples}
        tinted="giveaway"
      />
      <GoogleReviewsSection
        locale={locale}
        list={data.reviews}
        siteConfig={shell.siteConfig}
        samples={shell.samples}
      />
      <PageLeadForm match={match} />
    </>
  ),
};
