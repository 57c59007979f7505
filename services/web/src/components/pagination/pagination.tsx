import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useLocation } from '../../lib/site-router';
import { classNames } from '../../lib/class-names';
import { focusSection } from '../../lib/scroll-to-section';
import { clampPage, pageHref, paginationWindow } from './pagination-logic';
import styles from './pagination.module.css';

/** The pagination's words, in the page's language. */
export type TPaginationLabels = {
  /** The nav landmark's name, e.g. 'Photos, pages' / 'Fotos, páginas'. */
  nav: string;
  /** 'Previous' / 'Anterior'. */
  previous: string;
  /** 'Next' / 'Siguiente'. */
  next: string;
  /** A number link's accessible name, e.g. `(2) => 'Page 2'` / `'Página 2'`; the number alone when missing. */
  page?: (n: number) => string;
};

/** Props of {@link Pagination}. */
export type TPaginationProps = {
  /** The current page (1-based; read it with `pageNumberOf` from `lib/page-number.ts`). */
  current: number;
  /** The number of pages; nothing is rendered for one page or none. */
  total: number;
  labels: TPaginationLabels;
  /**
   * The query parameter of this list; two lists on one page use two names (`?photos=2&videos=3`).
   * @defaultValue 'page'
   */
  param?: string;
  /**
   * The id of the list's section: links carry it as a fragment, so the new page opens at the list, which
   * takes the focus once the page has hydrated.
   */
  targetId?: string;
  /**
   * How many page numbers are shown.
   * @defaultValue 3
   */
  size?: number;
  className?: string;
};

/**
 * Previous, a window of page numbers and Next, as plain links (`?page=2`, other parameters kept, the
 * `targetId` section as fragment): the edge answers the other page, which opens at the list; hydrated, the
 * list takes the focus, so screen readers continue there.
 *
 * @example
 * <section id="photos" aria-labelledby="photos-title">…
 *   <Pagination current={pageNumberOf(url, 'photos')} total={data.photoPages} param="photos"
 *     targetId="photos" labels={COPY[locale].pagination} />
 * </section>
 */
export function Pagination({
  current,
  total,
  labels,
  param = 'page',
  targetId,
  size,
  className,
}: TPaginationProps) {
  const { pathname, search } = useLocation();
  const page = clampPage(current, total);

  useEffect(() => {
    if (targetId && window.location.hash === `#${targetId}`) focusSection(targetId);
  }, [targetId]);

  if (total <= 1) return null;

  const link = (n: number, text: ReactNode, attributes: Record<string, string | undefined>) => (
    <a
      href={pageHref(pathname, search, param, n, targetId)}
      className={styles.link}
      {...attributes}
    >
      {text}
    </a>
  );
  const end = (text: string) => (
    <span className={styles.end} aria-hidden="true">
      {text}
    </span>
  );

  return (
    <nav aria-label={labels.nav} className={classNames(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>
          {page > 1 ? link(page - 1, labels.previous, { rel: 'prev' }) : end(labels.previous)}
        </li>
        {paginationWindow(page, total, size).map((n) => (
          <li key={n}>
            {link(n, n, {
              'aria-current': n === page ? 'page' : undefined,
              'aria-label': labels.page?.(n),
            })}
          </li>
        ))}
        <li>{page < total ? link(page + 1, labels.next, { rel: 'next' }) : end(labels.next)}</li>
      </ul>
    </nav>
  );
}
