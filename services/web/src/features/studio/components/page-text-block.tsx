import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import { blockLabel, PAGE_TEXT_COPY } from '../page-text-copy';
import { STUDIO_COPY } from '../studio-copy';
import { MarkdownEditor } from './markdown-editor';
import styles from './post-editor.module.css';

/** Props of {@link PageTextBlock}. */
export type TPageTextBlockProps = {
  locale: TLocale;
  block: string;
  texts: Record<TStudioLang, string>;
  onChange: (lang: TStudioLang, text: string) => void;
  /** The server's problems by field (`es.blocks.intro`). */
  errors: Record<string, string>;
};

/** One block of a page: its Spanish and English Markdown side by side (stacked on a phone). */
export function PageTextBlock({ locale, block, texts, onChange, errors }: TPageTextBlockProps) {
  const copy = PAGE_TEXT_COPY[locale];
  const names = STUDIO_COPY[locale].languages;
  const label = blockLabel(locale, block);
  const headingId = `block-${block}-heading`;
  return (
    <section aria-labelledby={headingId} className={styles.card} data-testid={`block-${block}`}>
      <h2 id={headingId} className={styles.cardHeading}>
        {copy.block(label)}
      </h2>
      <p className={styles.hint}>{copy.blockHint}</p>
      <div className={styles.columns}>
        {STUDIO_LANGS.map((lang) => (
          <MarkdownEditor
            key={lang}
            id={`${block}-${lang}-markdown`}
            label={`${label} — ${names[lang]}`}
            locale={locale}
            lang={lang}
            value={texts[lang]}
            onChange={(text) => onChange(lang, text)}
            error={errors[`${lang}.blocks.${block}`]}
          />
        ))}
      </div>
    </section>
  );
}
