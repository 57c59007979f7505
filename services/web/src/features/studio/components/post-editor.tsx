import { useRef, useState } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { mediaPath } from '@firm/shared/routes/api-paths';
import type { TStudioMediaItem } from '@firm/shared/studio/studio-media';
import type {
  TStudioPost,
  TStudioPostChoices,
  TStudioPostDocument,
  TStudioPostLanguage,
} from '@firm/shared/studio/studio-post';
import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import { usePostEditor } from '../hooks/use-post-editor';
import { POST_COPY } from '../post-editor-copy';
import { MediaPicker } from './media-picker';
import { PostBody } from './post-body';
import { PostLanguageFields } from './post-language-fields';
import { PostPublish } from './post-publish';
import { PostRevisions } from './post-revisions';
import { PostSettings } from './post-settings';
import { PreviewScreens } from './preview-screens';
import { SaveBar } from './save-bar';
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
  return (
    <div className={styles.editor}>
      <p className={styles.links}>
        <a href={hrefs.list}>{copy.back}</a>
      </p>
      <SaveBar locale={locale} model={model} alsoEditing={copy.alsoEditing} />
      <div className={styles.columns}>
        {STUDIO_LANGS.map((lang) => (
          <PostLanguageFields
            key={lang}
            locale={locale}
            lang={lang}
            value={doc[lang]}
            errors={errors}
            onChange={(field, value) => setLang(lang, field, value)}
          />
        ))}
      </div>
      <PostSettings
        locale={locale}
        doc={doc}
        errors={errors}
        choices={choices}
        change={change}
        chooseImage={() => void mainImage()}
      />
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
