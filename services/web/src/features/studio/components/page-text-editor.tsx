import type { TLocale } from '@firm/shared/i18n/locale';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPage } from '@firm/shared/studio/studio-page';
import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import { usePageTextEditor } from '../hooks/use-page-text-editor';
import { blockLabel, PAGE_TEXT_COPY } from '../page-text-copy';
import { STUDIO_COPY } from '../studio-copy';
import { PageTextBlock } from './page-text-block';
import { PostPublish } from './post-publish';
import { PreviewScreens } from './preview-screens';
import { RevisionsPanel } from './revisions-panel';
import { SaveBar } from './save-bar';
import styles from './post-editor.module.css';

/** Props of {@link PageTextEditor}. */
export type TPageTextEditorProps = {
  locale: TLocale;
  csrfToken: string;
  page: TStudioPage;
  /**
   * The list of page texts, the page on the site (null: shown on several pages), and the staff
   * preview of the saved draft on that page in a language.
   */
  hrefs: { list: string; site: string | null; preview: (lang: TStudioLang) => string };
};

/** A page text's field name for people (`es.blocks.intro` → "Introducción (Español)"). */
function fieldLabel(locale: TLocale, path: string): string {
  const [lang, field, block] = path.split('.');
  const name = STUDIO_COPY[locale].languages[lang as TStudioLang] ?? lang;
  if (field === 'blocks' && block) return `${blockLabel(locale, block)} (${name})`;
  if (field === 'updated') return PAGE_TEXT_COPY[locale].updated(name);
  return path;
}

/**
 * A page's texts (issue 28 §4): each block's Spanish and English Markdown side by side, each
 * language's "last updated" date, saving with the revision it was based on (a 409 keeps the text), the
 * saved draft previewed on the page that shows it at a phone's and a laptop's width,
 * publishing per language (a page is never taken off the site), and its revisions, restorable, with
 * the sample text the site shipped with. Blocks cannot be added or deleted: the page shows them all.
 */
export function PageTextEditor({ locale, csrfToken, page: initial, hrefs }: TPageTextEditorProps) {
  const copy = PAGE_TEXT_COPY[locale];
  const names = STUDIO_COPY[locale].languages;
  const model = usePageTextEditor({ locale, csrfToken, page: initial });
  const { doc, errors, change, page } = model;
  const key = page.key;
  const setBlock = (block: string) => (lang: TStudioLang, text: string) =>
    change((current) => ({
      ...current,
      [lang]: { ...current[lang], blocks: { ...current[lang].blocks, [block]: text } },
    }));
  const order = STUDIO_LANGS.flatMap((lang) => [
    `${lang}.updated`,
    ...page.block_names.map((block) => `${lang}.blocks.${block}`),
  ]);
  return (
    <div className={styles.editor}>
      <p className={styles.links}>
        <a href={hrefs.list}>{copy.back}</a>
        {hrefs.site ? <a href={hrefs.site}>{copy.view}</a> : null}
      </p>
      <SaveBar locale={locale} model={model} alsoEditing={copy.alsoEditing} />
      <div className={styles.columns}>
        {STUDIO_LANGS.map((lang) => (
          <div key={lang} className={styles.field}>
            <label htmlFor={`${lang}-updated`} className={styles.label}>
              {copy.updated(names[lang])}
            </label>
            <p id={`${lang}-updated-hint`} className={styles.hint}>
              {copy.updatedHint}
            </p>
            <input
              id={`${lang}-updated`}
              type="date"
              className={styles.input}
              aria-describedby={`${lang}-updated-hint`}
              value={doc[lang].updated ?? ''}
              onChange={(event) =>
                change((current) => ({
                  ...current,
                  [lang]: { ...current[lang], updated: event.target.value || null },
                }))
              }
            />
            {errors[`${lang}.updated`] ? (
              <p className={styles.error}>{errors[`${lang}.updated`]}</p>
            ) : null}
          </div>
        ))}
      </div>
      {page.block_names.map((block) => (
        <PageTextBlock
          key={block}
          locale={locale}
          block={block}
          texts={{ es: doc.es.blocks[block] ?? '', en: doc.en.blocks[block] ?? '' }}
          onChange={setBlock(block)}
          errors={errors}
        />
      ))}
      <PreviewScreens locale={locale} revision={page.revision} previewOf={hrefs.preview} />
      <PostPublish
        locale={locale}
        meta={page}
        busy={model.save.kind === 'saving'}
        publish={model.publish}
        schedule={false}
      />
      <RevisionsPanel<TStudioPage>
        locale={locale}
        csrfToken={csrfToken}
        paths={{
          list: studioUrl('pageRevisions', { key }),
          revision: (rev) => studioUrl('pageRevision', { key, rev }),
          restore: (rev) => studioUrl('pageRestore', { key, rev }),
        }}
        head={page.revision}
        current={doc}
        labelOf={(path) => fieldLabel(locale, path)}
        order={order}
        sample
        onRestored={model.adopt}
      />
    </div>
  );
}
