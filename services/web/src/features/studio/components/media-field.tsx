import { useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioMediaItem } from '@firm/shared/studio/studio-media';
import { studioGet } from '../api/studio-api';
import { COLLECTION_COPY } from '../collections/collection-copy';
import { MediaPicker } from './media-picker';
import styles from './post-editor.module.css';

/** Props of {@link MediaField}. */
export type TMediaFieldProps = {
  id: string;
  locale: TLocale;
  label: string;
  /** The library file's name, '' when none is chosen. */
  value: string;
  onChange: (name: string) => void;
  kind?: 'image' | 'video';
  error?: string | undefined;
};

/**
 * A file of the media library for a field (a reviewer's photo, a testimonial's video): its name and
 * thumbnail, and the library's picker to choose or change it.
 */
export function MediaField({
  id,
  locale,
  label,
  value,
  onChange,
  kind = 'image',
  error,
}: TMediaFieldProps) {
  const copy = COLLECTION_COPY[locale];
  const [open, setOpen] = useState(false);
  const file = useSWR(
    value ? studioUrl('mediaItem', { id: value }) : null,
    studioGet<TStudioMediaItem>(locale),
  );
  const thumb =
    file.data?.kind === 'image' ? (file.data.info.variants[0]?.file ?? file.data.info.file) : null;
  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.chosen}>
        {thumb ? <img src={mediaPath(thumb)} alt="" width={96} height={96} /> : null}
        <span data-testid={`${id}-file`}>{value || copy.noFile}</span>
        <button
          type="button"
          className={styles.secondary}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setOpen(true)}
        >
          {value ? copy.changeFile : copy.chooseFile}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {open ? (
        <MediaPicker
          locale={locale}
          open={open}
          kind={kind}
          onClose={(chosen) => {
            setOpen(false);
            if (chosen) onChange(chosen.id);
          }}
        />
      ) : null}
    </div>
  );
}
