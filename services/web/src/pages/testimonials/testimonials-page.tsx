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
import { COPY } from './testimonials-copy';
import styles from './testimonials-page.module.css';

type TTestimonialsPageData = { testimonials: TTestimonialsData };

/**
 * The testimonials page (SPEC §2), both languages: a short introduction, the travel videos (3 a page,
 * `?travel=`) and the giveaway photos (6 a page, `?giveaway=`), each paginated on its own.
 */
export const page: TPageModule<TTestimonialsPageData> = {
  loader: async (args) => ({ testimonials: await loadTestimonials(args) }),
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
      <TestimonialLists locale={locale} data={data.testimonials} />
      <PageLeadForm match={match} csrfToken={shell.csrfToken} />
    </>
  ),
};
