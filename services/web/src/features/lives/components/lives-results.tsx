import type { ReactNode } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { ExternalLink } from '../../../components/external-link';
import { ExternalIcon } from '../../../components/icons';
import { MediaImage } from '../../../components/media-image';
import { Pagination } from '../../../components/pagination/pagination';
import { classNames } from '../../../lib/class-names';
import { paginationLabels } from '../../../lib/copy/pagination-copy';
import type { TPageSlice } from '../../../lib/page-slice';
import type { TLiveItem } from '../api/load-lives';
import { LIVES_COPY } from '../lives-copy';
import styles from './lives-results.module.css';

/** The thumbnails' size when the media catalogue did not answer (content-api stores them at 960×540). */
const THUMB = { width: 960, height: 540 } as const;

/** Props of {@link LivesResults}. */
export type TLivesResultsProps = {
  locale: TLocale;
  list: TPageSlice<TLiveItem>;
  /** The box's id: the pagination's fragment and the scroll target after a page change. */
  id: string;
  /** The list's query parameter (as given to `loadLives`). */
  param: string;
  /** The box's `<h2>`. */
  heading: string;
  /** Shown under the heading (a line about the streams, a link). */
  children?: ReactNode;
  className?: string;
};

/**
 * The results box of the live streams (SPEC §2): each entry's image and name in the page's language,
 * its name linking to the recording in a new tab, 3 a page with pagination that scrolls back to the box.
 */
export function LivesResults({
  locale,
  list,
  id,
  param,
  heading,
  children,
  className,
}: TLivesResultsProps) {
  const copy = LIVES_COPY[locale];
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={classNames(styles.box, className)}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {children}
      {list.items.length === 0 ? (
        <p className={styles.empty}>{copy.empty}</p>
      ) : (
        <ul className={styles.list}>
          {list.items.map((item) => (
            <li key={item.id} className={styles.card}>
              {/* The thumbnail repeats the title written under it: decorative for screen readers. */}
              <MediaImage
                info={item.info}
                file={item.image}
                alt=""
                sizes="(max-width: 767px) 100vw, 360px"
                width={THUMB.width}
                height={THUMB.height}
                className={styles.image}
              />
              <h3 className={styles.title}>
                <ExternalLink href={item.url} locale={locale} className={styles.link}>
                  {item.name}
                </ExternalLink>
              </h3>
              <p className={styles.watch} aria-hidden="true">
                {copy.watch} <ExternalIcon size={16} />
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        current={list.page}
        total={list.totalPages}
        param={param}
        targetId={id}
        labels={paginationLabels(locale, copy.pages)}
        className={styles.pagination}
      />
    </section>
  );
}
