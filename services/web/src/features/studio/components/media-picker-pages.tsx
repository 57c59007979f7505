import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_COPY } from '../studio-copy';
import styles from './media-picker.module.css';

/** Props of {@link MediaPickerPages}. */
export type TMediaPickerPagesProps = {
  locale: TLocale;
  page: number;
  pages: number;
  onPage: (page: number) => void;
};

/** The picker's previous and next page buttons and where it is ("Página 2 de 5"); nothing for one page. */
export function MediaPickerPages({ locale, page, pages, onPage }: TMediaPickerPagesProps) {
  const copy = STUDIO_COPY[locale];
  if (pages <= 1) return null;
  return (
    <nav aria-label={copy.pickerPages} className={styles.pages}>
      <button
        type="button"
        className={styles.close}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {copy.pickerPrevious}
      </button>
      <p aria-live="polite">{copy.pickerPageOf(page, pages)}</p>
      <button
        type="button"
        className={styles.close}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {copy.pickerNext}
      </button>
    </nav>
  );
}
