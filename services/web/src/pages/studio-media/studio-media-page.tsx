import { useState } from 'react';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import type { TPageModule } from '../../app/page-types';
import { StaffAlert, staffFormStyles } from '../../features/staff/components/staff-form';
import { StaffPage } from '../../features/staff/components/staff-page';
import { staffHead } from '../../features/staff/staff-head';
import { staffRead } from '../../features/staff/utils/staff-data';
import { MediaCard } from './media-card';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';
import { UploadZone } from './upload-zone';
import { uploadFile } from './upload-file';
import { useMediaLibrary, type TMediaList } from './use-media-library';

type TKind = 'all' | 'image' | 'video';

/**
 * The content studio's media library (issue 28 §5), for editors and admins: upload by drag-and-drop or
 * the file picker, each file with its progress and message; the files with their preview, facts, alt
 * texts per language, where each is used, and deletion; a filter by kind and a search by name.
 */
export const page: TPageModule<TMediaList> = {
  loader: ({ staffApi }) => staffRead<TMediaList>(staffApi, STUDIO_ROUTES.media),
  head: ({ locale }) => staffHead(COPY[locale]),
  Page: ({ locale, shell, data }) => {
    const copy = COPY[locale];
    const library = useMediaLibrary(locale, shell.csrfToken, data, (file, onProgress) =>
      uploadFile(file, { locale, csrfToken: shell.csrfToken, onProgress }),
    );
    const [kind, setKind] = useState<TKind>('all');
    const [query, setQuery] = useState('');
    const [deleted, setDeleted] = useState('');
    const words = query.trim().toLowerCase();
    const shown = library.media.filter(
      (item) =>
        (kind === 'all' || item.kind === kind) && (!words || item.id.toLowerCase().includes(words)),
    );
    return (
      <StaffPage heading={copy.heading} lead={copy.lead}>
        <UploadZone locale={locale} library={library} />
        <section aria-labelledby="files-heading" className={styles.section}>
          <h2 id="files-heading">{copy.filesHeading}</h2>
          <div className={styles.filters} role="search">
            <div className={staffFormStyles.field}>
              <label htmlFor="media-kind" className={staffFormStyles.label}>
                {copy.kind}
              </label>
              <select
                id="media-kind"
                className={staffFormStyles.select}
                value={kind}
                onChange={(event) => setKind(event.target.value as TKind)}
              >
                {(['all', 'image', 'video'] as const).map((value) => (
                  <option key={value} value={value}>
                    {copy.kinds[value]}
                  </option>
                ))}
              </select>
            </div>
            <div className={staffFormStyles.field}>
              <label htmlFor="media-search" className={staffFormStyles.label}>
                {copy.search}
              </label>
              <input
                id="media-search"
                type="search"
                className={staffFormStyles.input}
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
          <p role="status" className={styles.meta}>
            {copy.count(shown.length, library.media.length)}
          </p>
          <div aria-live="polite">
            {deleted ? <StaffAlert tone="success">{copy.deleted(deleted)}</StaffAlert> : null}
          </div>
          {shown.length === 0 ? <p>{copy.none}</p> : null}
          <ul className={styles.grid}>
            {shown.map((item) => (
              <li key={item.id}>
                <MediaCard item={item} locale={locale} library={library} onDeleted={setDeleted} />
              </li>
            ))}
          </ul>
        </section>
      </StaffPage>
    );
  },
};
