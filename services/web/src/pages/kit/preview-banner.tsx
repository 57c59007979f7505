import type { TLocale } from '@firm/shared/i18n/locale';
import { bilingual } from '../../lib/copy/bilingual';
import styles from './preview-banner.module.css';

/** The banner's words (in the language previewed, like the page around them). */
const COPY = bilingual({
  en: {
    banner: 'Preview — not published',
    article: 'This is how visitors will see the article once it is published.',
    pageText: 'This is how visitors will see this page once the text is published.',
    back: 'Back to the editor',
  },
  es: {
    banner: 'Vista previa — no publicado',
    article: 'Así verán el artículo los visitantes cuando se publique.',
    pageText: 'Así verán esta página los visitantes cuando se publique el texto.',
    back: 'Volver al editor',
  },
});

/** Props of {@link PreviewBanner}. */
export type TPreviewBannerProps = {
  locale: TLocale;
  /** What is previewed: an article, or a page text on the page that shows it. */
  of: 'article' | 'pageText';
  editorHref: string;
};

/**
 * The band above a studio preview of a public page: it is not on the site yet, and the way back to
 * the editor (the whole window's, as the editor shows the preview in frames).
 */
export function PreviewBanner({ locale, of, editorHref }: TPreviewBannerProps) {
  const copy = COPY[locale];
  return (
    <section className={styles.banner} aria-label={copy.banner} data-testid="preview-banner">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <strong className={styles.title}>{copy.banner}</strong> {copy[of]}
        </p>
        <a href={editorHref} target="_top" className={styles.back}>
          {copy.back}
        </a>
      </div>
    </section>
  );
}
