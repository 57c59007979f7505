import { useRef, useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import type { TStudioMediaItem } from '@firm/shared/studio/studio-media';
import {
  STUDIO_POST_LIMITS,
  type TStudioPost,
  type TStudioPostChoices,
  type TStudioPostDocument,
  type TStudioPostLanguage,
} from '@firm/shared/studio/studio-post';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { usePostEditor } from '../hooks/use-post-editor';
import { POST_COPY } from '../post-editor-copy';
import { MediaPicker } from './media-picker';
import { PostBody } from './post-body';
import { PostIndex } from './post-index';
import { PostPublish } from './post-publish';
import { PostRevisions } from './post-revisions';
import { PreviewScreens } from './preview-screens';
import { SaveBar } from './save-bar';
import { StudioField } from './studio-field';
import styles from './post-editor.module.css';

/** Props of {@link PostEditor}. */
export type TPostEditorProps = {
  locale: TLocale;
  csrfToken: string;
  post: TStudioPost | null;
  empty: TStudioPostDocument;
  choices: TStudioPostChoices;
  /** The page of an article, of its side-by-side preview, of its revisions. */
  hrefs: {
    list: string;
    page: (id: number) => string;
    preview: (id: number, lang: TStudioLang) => string;
  };
};

type TPick = { resolve: (item: TStudioMediaItem | null) => void };

/**
 * The article editor (issue 28 §3): Spanish and English side by side (stacked on a phone), the
 * article's settings, each language's body in Markdown with its preview, saving with the revision it
 * was based on and autosave, and publishing per language.
 */
export function PostEditor({
  locale,
  csrfToken,
  post: initial,
  empty,
  choices,
  hrefs,
}: TPostEditorProps) {
  const copy = POST_COPY[locale];
  const model = usePostEditor({ locale, csrfToken, initial, empty, pageOf: hrefs.page });
  const { doc, errors, change, post } = model;
  const [picking, setPicking] = useState(false);
  const pick = useRef<TPick | null>(null);
  const chooseImage = () =>
    new Promise<TStudioMediaItem | null>((resolve) => {
      pick.current = { resolve };
      setPicking(true);
    });
  const setLang = (lang: TStudioLang, field: keyof TStudioPostLanguage, value: string) =>
    change((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));
  const bodyImage = (lang: TStudioLang) => async () => {
    const item = await chooseImage();
    return item ? `![${lang === 'en' ? item.alt_en : item.alt_es}](${mediaPath(item.id)})` : null;
  };
  const mainImage = async () => {
    const item = await chooseImage();
    if (!item) return;
    change((current) => ({
      ...current,
      main_media: item.id,
      es: { ...current.es, main_media_text: current.es.main_media_text || item.alt_es },
      en: { ...current.en, main_media_text: current.en.main_media_text || item.alt_en },
    }));
  };
  const language = (lang: TStudioLang) => {
    const name = lang === 'es' ? copy.spanish : copy.english;
    const value = doc[lang];
    const L = STUDIO_POST_LIMITS;
    return (
      <fieldset className={styles.language} lang={lang}>
        <legend lang={locale}>{name}</legend>
        <StudioField
          id={`${lang}-titulo`}
          label={`${copy.title} (${name})`}
          value={value.titulo}
          lang={lang}
          onChange={(v) => setLang(lang, 'titulo', v)}
          error={errors[`${lang}.titulo`]}
        />
        <StudioField
          id={`${lang}-url`}
          label={`${copy.url} (${name})`}
          value={value.url}
          hint={copy.urlHint}
          onChange={(v) => setLang(lang, 'url', v)}
          error={errors[`${lang}.url`]}
          prefix={
            <span className={styles.prefix} aria-hidden="true">
              {lang === 'en' ? '/en/blog/' : '/blog/'}
            </span>
          }
        />
        <StudioField
          id={`${lang}-description`}
          label={`${copy.description} (${name})`}
          value={value.description}
          lang={lang}
          multiline
          max={L.description}
          counter={copy.counter}
          onChange={(v) => setLang(lang, 'description', v)}
          error={errors[`${lang}.description`]}
        />
        <StudioField
          id={`${lang}-alt`}
          label={`${copy.alt} (${name})`}
          value={value.main_media_text}
          lang={lang}
          onChange={(v) => setLang(lang, 'main_media_text', v)}
          error={errors[`${lang}.main_media_text`]}
        />
      </fieldset>
    );
  };

  return (
    <div className={styles.editor}>
      <p className={styles.links}>
        <a href={hrefs.list}>{copy.back}</a>
      </p>
      <SaveBar locale={locale} model={model} alsoEditing={copy.alsoEditing} />
      <div className={styles.columns}>
        {language('es')}
        {language('en')}
      </div>
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
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={doc.featured}
              onChange={(e) => change((c) => ({ ...c, featured: e.target.checked }))}
            />
            {copy.featured}
          </label>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={doc.quick_exit}
              onChange={(e) => change((c) => ({ ...c, quick_exit: e.target.checked }))}
            />
            {copy.quickExit}
          </label>
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
            <button type="button" className={styles.secondary} onClick={() => void mainImage()}>
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
      {(['es', 'en'] as const).map((lang) => (
        <PostBody
          key={lang}
          locale={locale}
          lang={lang}
          value={doc[lang].markdown}
          onChange={(text) => setLang(lang, 'markdown', text)}
          pickImage={bodyImage(lang)}
          error={errors[`${lang}.markdown`]}
          saved={post ? { id: post.id, revision: post.revision } : null}
        />
      ))}
      {post ? (
        <PreviewScreens
          locale={locale}
          revision={post.revision}
          previewOf={(lang) => hrefs.preview(post.id, lang)}
        />
      ) : null}
      <PostPublish
        locale={locale}
        meta={post}
        busy={model.save.kind === 'saving'}
        publish={model.publish}
        unpublish={model.unpublish}
      />
      {post ? (
        <PostRevisions
          locale={locale}
          csrfToken={csrfToken}
          post={post}
          current={doc}
          onRestored={model.adopt}
        />
      ) : null}
      <MediaPicker
        locale={locale}
        open={picking}
        onClose={(item) => {
          setPicking(false);
          pick.current?.resolve(item);
          pick.current = null;
        }}
      />
    </div>
  );
}
