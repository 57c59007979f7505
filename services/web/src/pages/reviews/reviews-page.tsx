import type { TPageModule } from '../../app/page-types';
import { PageHeader } from '../../components/page-header';
import { PageLeadForm } from '../../features/lead-forms/components/page-lead-form';
import {
  loadTestimonials,
  type TTestimonialsData,
} from '../../features/testimonials/api/load-testimonials';
import { TestimonialLists } from '../../features/testimonials/components/testimonial-lists';
import { shellCopy } from '../../lib/copy/shell-copy';
import { trailOf } from '../kit/trail';
import { COPY } from './reviews-copy';
import styles from './reviews-page.module.css';

type TReviewsPageData = { testimonials: TTestimonialsData };

/**
 * The reviews page (SPEC §2; English only): a short introduction, the Google reviews, then the travel
 * videos (3 a page, `?travel=`) and the giveaway photos (6 a page, `?giveaway=`), each paginated on its own.
 */
export const page: TPageModule<TReviewsPageData> = {
  loader: async (args) => ({ testimonials: await loadTestimonials(args) }),
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
      <TestimonialLists locale="en" data={data.testimonials} />
      <PageLeadForm match={match} csrfToken={shell.csrfToken} />
    </>
  ),
};
