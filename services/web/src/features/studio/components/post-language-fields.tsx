import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_POST_LIMITS, type TStudioPostLanguage } from '@firm/shared/studio/studio-post';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { POST_COPY } from '../post-editor-copy';
import { StudioField } from './studio-field';
import styles from './post-editor.module.css';

/** Props of {@link PostLanguageFields}. */
export type TPostLanguageFieldsProps = {
  /** The editor's language (labels). */
  locale: TLocale;
  /** The language these fields are written in. */
  lang: TStudioLang;
  value: TStudioPostLanguage;
  errors: Record<string, string>;
  onChange: (field: keyof TStudioPostLanguage, value: string) => void;
};

/**
 * One language's fields of an article: title, address (checked by the API: lowercase words joined by
 * hyphens), description with its counter, and the main image's alt text. The body is apart (PostBody).
 */
export function PostLanguageFields({
  locale,
  lang,
  value,
  errors,
  onChange,
}: TPostLanguageFieldsProps) {
  const copy = POST_COPY[locale];
  const name = lang === 'es' ? copy.spanish : copy.english;
  return (
    <fieldset className={styles.language} lang={lang}>
      <legend lang={locale}>{name}</legend>
      <StudioField
        id={`${lang}-titulo`}
        label={`${copy.title} (${name})`}
        value={value.titulo}
        lang={lang}
        onChange={(v) => onChange('titulo', v)}
        error={errors[`${lang}.titulo`]}
      />
      <StudioField
        id={`${lang}-url`}
        label={`${copy.url} (${name})`}
        value={value.url}
        hint={copy.urlHint}
        onChange={(v) => onChange('url', v)}
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
        max={STUDIO_POST_LIMITS.description}
        counter={copy.counter}
        onChange={(v) => onChange('description', v)}
        error={errors[`${lang}.description`]}
      />
      <StudioField
        id={`${lang}-alt`}
        label={`${copy.alt} (${name})`}
        value={value.main_media_text}
        lang={lang}
        onChange={(v) => onChange('main_media_text', v)}
        error={errors[`${lang}.main_media_text`]}
      />
    </fieldset>
  );
}
