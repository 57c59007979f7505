import { useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { STUDIO_COPY } from '../studio-copy';
import editor from './post-editor.module.css';
import styles from './preview-screens.module.css';

/** The widths shown: a phone's (375 px) and a laptop's (1280 px). */
const SCREENS = ['phone', 'laptop'] as const;

/** Props of {@link PreviewScreens}. */
export type TPreviewScreensProps = {
  locale: TLocale;
  /** The saved revision shown (the frames load again after each save). */
  revision: number;
  /** The staff preview's address in a language. */
  previewOf: (lang: TStudioLang) => string;
};

/**
 * "Vista previa": the staff preview of the saved draft (an article, a page text) — the real public
 * page — at a phone's (375 px) and a laptop's (1280 px) width side by side, shrunk to fit, in the
 * language chosen. The frames load only once asked for, and again after each save.
 */
export function PreviewScreens({ locale, revision, previewOf }: TPreviewScreensProps) {
  const copy = STUDIO_COPY[locale];
  const names = copy.languages;
  const [lang, setLang] = useState<TStudioLang | null>(null);
  const href = lang ? previewOf(lang) : '';
  return (
    <section aria-labelledby="screens-heading" className={editor.card} data-testid="screens">
      <h2 id="screens-heading" className={editor.cardHeading}>
        {copy.screens}
      </h2>
      <p className={styles.note}>{copy.screensHint}</p>
      <p className={editor.actions}>
        {(['es', 'en'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={`${editor.secondary} ${styles.toggle}`}
            aria-pressed={lang === option}
            onClick={() => setLang(lang === option ? null : option)}
          >
            {copy.showScreens(names[option])}
          </button>
        ))}
        {lang ? (
          <a href={href} target="_blank" rel="noopener" className={styles.open}>
            {copy.openPreview}
          </a>
        ) : null}
      </p>
      {lang ? (
        <div className={styles.screens}>
          {SCREENS.map((screen) => (
            <div key={screen}>
              <p className={styles.caption}>{copy[screen]}</p>
              <div className={styles[`${screen}Frame`]}>
                <iframe
                  key={`${lang}-${revision}`}
                  src={href}
                  title={`${copy[screen]} — ${names[lang]}`}
                />
              </div>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
