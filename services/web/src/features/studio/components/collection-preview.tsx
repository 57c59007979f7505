import { useState, type ReactNode } from 'react';
import useSWR from 'swr';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { studioGet } from '../api/studio-api';
import { COLLECTION_COPY } from '../collections/collection-copy';
import { STUDIO_COPY } from '../studio-copy';
import editor from './post-editor.module.css';
import styles from './collection-preview.module.css';

/** Props of {@link CollectionPreview}. */
export type TCollectionPreviewProps = {
  locale: TLocale;
  /** The saved revision (the preview is read again after each save); null before the first save. */
  revision: number | null;
  /** `GET …/:id/preview` (the language is added). */
  path: string | null;
  /** Still sample content: the public page labels it as an example. */
  sample: boolean;
  /** The public page's component showing the preview's answer (a review card, a video…). */
  render: (answer: unknown, lang: TStudioLang, sample: boolean) => ReactNode;
};

/**
 * "Vista previa — no publicado": the saved draft as the public endpoint would answer it, drawn by the
 * public page's own component at a phone's (375 px) and a laptop's (1280 px) width, shrunk to fit, in
 * the language chosen.
 */
export function CollectionPreview({
  locale,
  revision,
  path,
  sample,
  render,
}: TCollectionPreviewProps) {
  const copy = COLLECTION_COPY[locale];
  const studio = STUDIO_COPY[locale];
  const [lang, setLang] = useState<TStudioLang>(locale);
  const preview = useSWR(path && revision ? [`${path}?lang=${lang}`, revision] : null, ([url]) =>
    studioGet<unknown>(locale)(url),
  );
  return (
    <section
      aria-labelledby="preview-heading"
      className={editor.card}
      data-testid="collection-preview"
    >
      <h2 id="preview-heading" className={editor.cardHeading}>
        {copy.previewHeading}
      </h2>
      <p className={editor.hint}>{copy.previewHint}</p>
      <p className={editor.actions}>
        {(['es', 'en'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`${editor.secondary} ${styles.toggle}`}
            aria-pressed={lang === option}
            onClick={() => setLang(option)}
          >
            {studio.showScreens(studio.languages[option])}
          </button>
        ))}
      </p>
      {!path || !revision ? (
        <p>{copy.previewEmpty}</p>
      ) : preview.error ? (
        <p className={editor.error}>{(preview.error as Error).message}</p>
      ) : !preview.data ? (
        <p>{copy.previewLoading}</p>
      ) : (
        <div className={styles.screens} lang={lang} data-testid="collection-preview-screens">
          {(['phone', 'laptop'] as const).map((screen) => (
            <div key={screen}>
              <p className={styles.caption}>{studio[screen]}</p>
              <div className={styles[`${screen}Frame`]}>
                <div className={styles[screen]} data-screen={screen}>
                  {render(preview.data, lang, sample)}
                </div>
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
