import { useState } from 'react';
import { getHref } from '@firm/shared/routes/route-map';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import {
  mediaQueryString,
  parseMediaQuery,
  STUDIO_MEDIA_PAGE_SIZE,
  type TStudioMediaQuery,
} from '@firm/shared/studio/studio-media-query';
import type { TPageModule } from '../../app/page-types';
import { Pagination } from '../../components/pagination/pagination';
import { StaffAlert } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { MediaCard } from './media-card';
import { MediaFilters } from './media-filters';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';
import { UploadZone } from './upload-zone';
import { uploadFile } from './upload-file';
import { useMediaLibrary, type TMediaList } from './use-media-library';

/** The page's list and the parameters of its address. */
type TMediaPage = TMediaList & { query: TStudioMediaQuery };

/** The studio API's list for a query. */
function mediaListUrl(query: TStudioMediaQuery): string {
  const qs = mediaQueryString(query);
  return qs ? `${STUDIO_ROUTES.media}?${qs}` : STUDIO_ROUTES.media;
}

/**
 * The content studio's media library (issue 28 §5), for editors and admins: upload by drag-and-drop or
 * the file picker, each file with its progress and message; the files with their preview, facts, alt
 * texts per language, where each is used, and deletion; 24 a page, newest first, narrowed by kind and
 * by words of the name or alt texts — all in the address (`?kind=&q=&page=`), so the filters and the
 * pages work before JavaScript loads.
 */
export const page: TPageModule<TMediaPage> = {
  loader: async ({ staffApi, url }) => {
    const query = parseMediaQuery(url.searchParams);
    const list = await staffRead<TMediaList>(staffApi, mediaListUrl(query));
    return { ...list, query };
  },
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data, match }) => {
    const copy = COPY[locale];
    const library = useMediaLibrary(
      locale,
      shell.csrfToken,
      data,
      mediaListUrl({ ...data.query, page: data.page }),
      (file, onProgress) => uploadFile(file, { locale, csrfToken: shell.csrfToken, onProgress }),
    );
    const [deleted, setDeleted] = useState('');
    const { total, page: current, pages } = library.list;
    const first = (current - 1) * STUDIO_MEDIA_PAGE_SIZE + 1;
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <UploadZone locale={locale} library={library} />
        <section id="files" aria-labelledby="files-heading" className={styles.section}>
          <h2 id="files-heading">{copy.filesHeading}</h2>
          <MediaFilters
            locale={locale}
            query={data.query}
            action={getHref('studioMedia', match.locale)}
          />
          <p role="status" className={styles.meta}>
            {total > 0 ? copy.count(first, first + library.media.length - 1, total) : copy.none}
          </p>
          <div aria-live="polite">
            {deleted ? <StaffAlert tone="success">{copy.deleted(deleted)}</StaffAlert> : null}
          </div>
          <ul className={styles.grid}>
            {library.media.map((item) => (
              <li key={item.id}>
                <MediaCard item={item} locale={locale} library={library} onDeleted={setDeleted} />
              </li>
            ))}
          </ul>
          <Pagination current={current} total={pages} labels={copy.pagination} targetId="files" />
        </section>
      </StaffPage>
    );
  },
};
