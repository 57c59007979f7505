import type { ReactNode } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { Pagination } from '../../../components/pagination/pagination';
import { classNames } from '../../../lib/class-names';
import { paginationLabels } from '../../../lib/copy/pagination-copy';
import type { TPageSlice } from '../../../lib/page-slice';
import { TESTIMONIAL_LISTS } from '../testimonial-lists';
import styles from './testimonial-lists.module.css';

/** Props of {@link TestimonialSection}. */
export type TTestimonialSectionProps = {
  locale: TLocale;
  /** Which list: its section id (the pagination's fragment and scroll target) and query parameter. */
  kind: keyof typeof TESTIMONIAL_LISTS;
  /** The page of the list shown (its items are the children). */
  list: Pick<TPageSlice<unknown>, 'items' | 'page' | 'totalPages'>;
  words: {
    heading: string;
    intro: string;
    /** Shown instead of the list when it is empty (the content service did not answer). */
    empty: string;
    /** The pagination landmark's name ('Travel videos: pages'). */
    pages: string;
  };
  className?: string;
  children: ReactNode;
};

/**
 * A band of the page holding one paginated testimonials list: heading, a line about it, the list (or a
 * note when it is empty), then Previous, the page numbers and Next in the list's own query parameter.
 */
export function TestimonialSection({
  locale,
  kind,
  list,
  words,
  className,
  children,
}: TTestimonialSectionProps) {
  const { sectionId, param } = TESTIMONIAL_LISTS[kind];
  const headingId = `${sectionId}-heading`;
  return (
    <section
      id={sectionId}
      aria-labelledby={headingId}
      className={classNames(styles.section, className)}
    >
      <div className="container">
        <h2 id={headingId} className={styles.heading}>
          {words.heading}
        </h2>
        <p className={styles.intro}>{words.intro}</p>
        {list.items.length === 0 ? <p className={styles.empty}>{words.empty}</p> : children}
        <Pagination
          current={list.page}
          total={list.totalPages}
          param={param}
          targetId={sectionId}
          labels={paginationLabels(locale, words.pages)}
        />
      </div>
    </section>
  );
}
