import { useRef, useState, type DragEvent } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_MEDIA_LIMITS, STUDIO_MEDIA_TYPES } from '@firm/shared/studio/studio-media';
import { staffFormStyles } from '../../features/staff/components/staff-form';
import { formatBytes } from './format-bytes';
import { COPY } from './studio-media-copy';
import styles from './studio-media-page.module.css';
import type { TMediaLibrary, TUpload } from './use-media-library';

const ACCEPT = Object.keys(STUDIO_MEDIA_TYPES).join(',');

function UploadRow({ upload, locale }: { upload: TUpload; locale: TLocale }) {
  const copy = COPY[locale];
  const status =
    upload.state === 'error'
      ? upload.message
      : upload.state === 'done'
        ? copy.uploaded
        : upload.state === 'processing'
          ? copy.processing
          : upload.state === 'waiting'
            ? copy.waiting
            : copy.uploading(upload.percent);
  return (
    <li className={styles.upload} data-state={upload.state}>
      <span className={styles.uploadName}>{upload.name}</span>
      {upload.state === 'error' ? null : (
        <progress
          className={styles.progress}
          max={100}
          value={upload.percent}
          aria-label={`${upload.name}: ${status}`}
        />
      )}
      <span className={upload.state === 'error' ? staffFormStyles.error : styles.uploadStatus}>
        {status}
      </span>
    </li>
  );
}

/**
 * Where files are dropped or picked (a button opens the file picker: keyboard-accessible), with the
 * limits read from packages/shared, and each upload's progress and message.
 */
export function UploadZone({ locale, library }: { locale: TLocale; library: TMediaLibrary }) {
  const copy = COPY[locale];
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    library.add([...event.dataTransfer.files]);
  };
  const finished = library.uploads.some((u) => u.state === 'done' || u.state === 'error');
  return (
    <section aria-labelledby="upload-heading" className={styles.section}>
      <h2 id="upload-heading">{copy.uploadHeading}</h2>
      <div
        className={`${styles.drop} ${over ? styles.dropOver : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-testid="media-drop"
      >
        <p className={styles.dropText}>
          {copy.dropHere}{' '}
          <button
            type="button"
            className={staffFormStyles.button}
            disabled={!library.ready}
            onClick={() => input.current?.click()}
          >
            {copy.choose}
          </button>
        </p>
        <p id="upload-limits" className={styles.limits}>
          {copy.limits(
            formatBytes(STUDIO_MEDIA_LIMITS.imageBytes, locale),
            formatBytes(STUDIO_MEDIA_LIMITS.videoBytes, locale),
          )}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            library.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      <ul className={styles.uploads} aria-live="polite" aria-label={copy.uploadsLabel}>
        {library.uploads.map((upload) => (
          <UploadRow key={upload.key} upload={upload} locale={locale} />
        ))}
      </ul>
      {finished ? (
        <button type="button" className={staffFormStyles.secondary} onClick={library.clearFinished}>
          {copy.dismiss}
        </button>
      ) : null}
    </section>
  );
}
