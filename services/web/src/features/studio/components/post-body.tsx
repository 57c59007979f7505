import useSWR from 'swr';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TLocale } from '@firm/shared/i18n/locale';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { studioGet } from '../api/studio-api';
import { POST_COPY } from '../post-editor-copy';
import { MarkdownEditor } from './markdown-editor';
import styles from './post-editor.module.css';

/** Props of {@link PostBody}. */
export type TPostBodyProps = {
  locale: TLocale;
  lang: TStudioLang;
  value: string;
  onChange: (text: string) => void;
  pickImage: () => Promise<string | null>;
  error?: string | undefined;
  /** The saved article and revision the preview shows (null: not saved yet). */
  saved: { id: number; revision: number } | null;
};

/**
 * One language's body: the Markdown editor and, beside it, the saved draft as the content service
 * renders it (the preview endpoint, sanitized as the public page is), read again after every save.
 */
export function PostBody({
  locale,
  lang,
  value,
  onChange,
  pickImage,
  error,
  saved,
}: TPostBodyProps) {
  const copy = POST_COPY[locale];
  const name = lang === 'es' ? copy.spanish : copy.english;
  const key = saved
    ? `${studioUrl('postPreview', { id: saved.id })}?lang=${lang}&revision=${saved.revision}`
    : null;
  const preview = useSWR(key, studioGet<TBlogArticle>(locale), { keepPreviousData: true });
  const html = preview.data ? (lang === 'en' ? preview.data.body_en : preview.data.body_es) : '';
  return (
    <div className={styles.bodyRow}>
      <MarkdownEditor
        id={`${lang}-markdown`}
        label={`${copy.body} — ${name}`}
        locale={locale}
        lang={lang}
        value={value}
        onChange={onChange}
        pickImage={pickImage}
        error={error}
      />
      <section className={styles.preview} aria-label={`${copy.preview} — ${name}`} lang={lang}>
        <p className={styles.previewLabel} lang={locale}>
          {copy.preview}
        </p>
        {html ? (
          <div
            className={styles.previewBody}
            data-testid={`${lang}-preview`}
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p lang={locale}>{copy.previewEmpty}</p>
        )}
      </section>
    </div>
  );
}
