import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import type { TStudioMediaItem, TStudioMediaList } from '@firm/shared/studio/studio-media';
import { mediaQueryString } from '@firm/shared/studio/studio-media-query';
import { studioGet } from '../api/studio-api';
import { STUDIO_COPY } from '../studio-copy';
import { MediaPickerPages } from './media-picker-pages';
import styles from './media-picker.module.css';

/** Props of {@link MediaPicker}. */
export type TMediaPickerProps = {
  locale: TLocale;
  /** Open while a field asks for an image. */
  open: boolean;
  /** The chosen image, or null when the editor closed the picker. */
  onClose: (chosen: TStudioMediaItem | null) => void;
  /** The kind of file to choose (a travel testimonial's video). @defaultValue 'image' */
  kind?: 'image' | 'video';
};

/**
 * The media library's images in a modal dialog, a page of 24 at a time as the library page lists them
 * (`GET /api/staff/content/media?kind=image&q=&page=`), with a search by name or alt text; each with
 * its thumbnail. An image whose alt texts are not both written cannot be chosen (a public page could
 * not show it) and says so.
 */
export function MediaPicker({ locale, open, onClose, kind = 'image' }: TMediaPickerProps) {
  const copy = STUDIO_COPY[locale];
  const dialog = useRef<HTMLDialogElement>(null);
  const [words, setWords] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const url = `${STUDIO_ROUTES.media}?${mediaQueryString({ kind, ...query })}`;
  const list = useSWR(open ? url : null, studioGet<TStudioMediaList>(locale), {
    keepPreviousData: true,
  });
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const images = list.data?.media ?? [];
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="media-picker-title"
      onClose={() => open && onClose(null)}
    >
      <div className={styles.head}>
        <h2 id="media-picker-title">{copy.pickerTitle}</h2>
        <button type="button" className={styles.close} onClick={() => onClose(null)}>
          {copy.pickerClose}
        </button>
      </div>
      <form
        role="search"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: words.trim(), page: 1 });
        }}
      >
        <label htmlFor="media-picker-search">{copy.pickerSearch}</label>
        <input
          id="media-picker-search"
          type="search"
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <button type="submit" className={styles.close}>
          {copy.pickerFind}
        </button>
      </form>
      {!list.data ? (
        <p>{list.error ? (list.error as Error).message : copy.pickerLoading}</p>
      ) : images.length === 0 ? (
        <p>{query.q ? copy.pickerNone : copy.pickerEmpty}</p>
      ) : (
        <ul className={styles.grid}>
          {images.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.choice}
                disabled={!item.ready}
                onClick={() => onClose(item)}
                aria-label={copy.pickerChoose(item.id)}
              >
                {item.kind === 'image' ? (
                  <img
                    src={mediaPath(item.info.variants[0]?.file ?? item.info.file)}
                    alt=""
                    width={160}
                    height={100}
                    loading="lazy"
                  />
                ) : null}
                <span className={styles.name}>{item.id}</span>
                {item.ready ? null : <span className={styles.note}>{copy.pickerNoAlt}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data ? (
        <MediaPickerPages
          locale={locale}
          page={list.data.page}
          pages={list.data.pages}
          onPage={(page) => setQuery((current) => ({ ...current, page }))}
        />
      ) : null}
    </dialog>
  );
}
