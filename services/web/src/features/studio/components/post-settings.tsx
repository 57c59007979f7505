import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import type { TStudioPostChoices, TStudioPostDocument } from '@firm/shared/studio/studio-post';
import { POST_COPY } from '../post-editor-copy';
import { PostIndex } from './post-index';
import styles from './post-editor.module.css';

/** The article's yes/no settings: featured on the home page, Quick exit. */
const FLAGS = ['featured', 'quick_exit'] as const;

/** Props of {@link PostSettings}. */
export type TPostSettingsProps = {
  locale: TLocale;
  doc: TStudioPostDocument;
  errors: Record<string, string>;
  choices: TStudioPostChoices;
  change: (update: (current: TStudioPostDocument) => TStudioPostDocument) => void;
  /** Asks the media library for the main image. */
  chooseImage: () => void;
};

/**
 * What an article has once for both languages: its category, author (an attorney), featured on the
 * home page, Quick exit, the main image from the library, and the in-page index.
 */
export function PostSettings({
  locale,
  doc,
  errors,
  choices,
  change,
  chooseImage,
}: TPostSettingsProps) {
  const copy = POST_COPY[locale];
  return (
    <section aria-labelledby="settings-heading" className={styles.card}>
      <h2 id="settings-heading" className={styles.cardHeading}>
        {copy.settings}
      </h2>
      <div className={styles.columns}>
        <div className={styles.field}>
          <label htmlFor="post-category" className={styles.label}>
            {copy.category}
          </label>
          <select
            id="post-category"
            className={styles.input}
            value={doc.category}
            aria-invalid={errors.category ? true : undefined}
            onChange={(e) => change((c) => ({ ...c, category: e.target.value }))}
          >
            <option value="">{copy.choose}</option>
            {choices.categories.map((c) => (
              <option key={c.key} value={c.key}>
                {locale === 'en' ? c.nombre_en : c.nombre_es}
              </option>
            ))}
          </select>
          {errors.category ? <p className={styles.error}>{errors.category}</p> : null}
        </div>
        <div className={styles.field}>
          <label htmlFor="post-author" className={styles.label}>
            {copy.author}
          </label>
          <select
            id="post-author"
            className={styles.input}
            value={doc.author}
            onChange={(e) => change((c) => ({ ...c, author: e.target.value }))}
          >
            <option value="">{copy.choose}</option>
            {choices.authors.map((a) => (
              <option key={a.slug} value={a.slug}>
                {a.name}
              </option>
            ))}
          </select>
          {errors.author ? <p className={styles.error}>{errors.author}</p> : null}
        </div>
        {FLAGS.map((flag) => (
          <label key={flag} className={styles.check}>
            <input
              type="checkbox"
              checked={doc[flag]}
              onChange={(e) => change((c) => ({ ...c, [flag]: e.target.checked }))}
            />
            {flag === 'featured' ? copy.featured : copy.quickExit}
          </label>
        ))}
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{copy.image}</span>
        {doc.main_media ? (
          <p className={styles.chosen}>
            <img src={mediaPath(doc.main_media)} alt="" width={160} height={100} />
            <span data-testid="main-media">{doc.main_media}</span>
          </p>
        ) : (
          <p>{copy.noImage}</p>
        )}
        <p>
          <button type="button" className={styles.secondary} onClick={chooseImage}>
            {copy.chooseImage}
          </button>
        </p>
        {errors.main_media ? <p className={styles.error}>{errors.main_media}</p> : null}
      </div>
      <PostIndex
        locale={locale}
        index={doc.index}
        errors={errors}
        onChange={(index) => change((c) => ({ ...c, index }))}
      />
    </section>
  );
}
