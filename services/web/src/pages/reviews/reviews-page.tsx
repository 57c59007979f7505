import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import { TestimonialLists } from '../../features/testimonials/components/testimonial-lists';
import { shellCopy } from '../../lib/copy/shell-copy';
import { GoogleReviewsSection } from '../kit/google-reviews-section';
import { loadSocialProof, type TSocialProofData } from '../kit/social-proof';
import { trailOf } from '../kit/trail';
import { COPY } from './reviews-copy';
import styles from './reviews-page.module.css';

/**
 * The reviews page (SPEC §2; English only): a short introduction, the Google reviews first (average, 6 a
 * page with `?reviews=`, the write-a-review link), then the travel videos (3 a page, `?travel=`) and the
 * giveaway photos (6 a page, `?giveaway=`), each list paginated on its own.
 */
export const page: TPageModule<TSocialProofData> = {
  loader: loadSocialProof,
  head: () => ({
    title: COPY.en.title,
    heading: COPY.en.heading,
    description: COPY.en.description,
    breadcrumb: trailOf('en', COPY.en.heading),
  }),
  Page: ({ head, data, match, shell }) => (
    <>
      <PageHeader
        heading={COPY.en.heading}
        trail={head.breadcrumb}
        breadcrumbLabel={shellCopy('en').breadcrumb}
        lead={COPY.en.lead}
      />
      <div className="container">
        <p className={styles.intro}>{COPY.en.intro}</p>
      </div>
      <GoogleReviewsSection
        locale="en"
        list={data.reviews}
        siteConfig={shell.siteConfig}
        samples={shell.samples}
      />
      <TestimonialLists
        locale="en"
        data={data.testimonials}
        samples={shell.samples}
        tinted="travel"
      />
      <PageLeadForm match={match} />
    </>
  ),
};
