import type { TLocale } from '@firm/shared/i18n/locale';
import { COPY } from './staff-post-preview-copy';
import styles from './preview-banner.module.css';

/** Props of {@link PreviewBanner}. */
export type TPreviewBannerProps = { locale: TLocale; editorHref: string };

/**
 * The band above a preview: it is not on the site yet, and the way back to the editor (the whole
 * window's, as the editor shows the preview in frames).
 */
export function PreviewBanner({ locale, editorHref }: TPreviewBannerProps) {
  const copy = COPY[locale];
  return (
    <section className={styles.banner} aria-label={copy.banner} data-testid="preview-banner">
      <div className={`container ${styles.inner}`}>
        <p className={styles.text}>
          <strong className={styles.title}>{copy.banner}</strong> {copy.bannerText}
        </p>
        <a href={editorHref} target="_top" className={styles.back}>
          {copy.back}
        </a>
      </div>
    </section>
  );
}
