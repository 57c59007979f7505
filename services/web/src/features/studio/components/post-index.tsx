import type { TLocale } from '@firm/shared/i18n/locale';
import type { TStudioPostDocument } from '@firm/shared/studio/studio-post';
import { POST_COPY } from '../post-editor-copy';
import { StudioField } from './studio-field';
import styles from './post-editor.module.css';

type TIndex = TStudioPostDocument['index'];

/** Props of {@link PostIndex}. */
export type TPostIndexProps = {
  locale: TLocale;
  index: TIndex;
  errors: Record<string, string>;
  onChange: (index: TIndex) => void;
};

/** The in-page index: each entry's Spanish and English titles and the anchor both bodies' headings end with. */
export function PostIndex({ locale, index, errors, onChange }: TPostIndexProps) {
  const copy = POST_COPY[locale];
  const set = (at: number, field: keyof TIndex[number], value: string) =>
    onChange(index.map((entry, i) => (i === at ? { ...entry, [field]: value } : entry)));
  return (
    <fieldset className={styles.index}>
      <legend>{copy.index}</legend>
      <p className={styles.hint}>{copy.indexHint}</p>
      {errors.index ? <p className={styles.error}>{errors.index}</p> : null}
      {index.map((entry, at) => (
        <div key={at} className={styles.indexEntry} role="group" aria-label={copy.entry(at + 1)}>
          <StudioField
            id={`index-${at}-es`}
            label={`${copy.entry(at + 1)}: ${copy.indexEs}`}
            lang="es"
            value={entry.es}
            onChange={(v) => set(at, 'es', v)}
            error={errors[`index.${at}.es`]}
          />
          <StudioField
            id={`index-${at}-en`}
            label={`${copy.entry(at + 1)}: ${copy.indexEn}`}
            lang="en"
            value={entry.en}
            onChange={(v) => set(at, 'en', v)}
            error={errors[`index.${at}.en`]}
          />
          <StudioField
            id={`index-${at}-anchor`}
            label={`${copy.entry(at + 1)}: ${copy.anchor}`}
            value={entry.anchor}
            onChange={(v) => set(at, 'anchor', v)}
            error={errors[`index.${at}.anchor`]}
          />
          <button
            type="button"
            className={styles.secondary}
            onClick={() => onChange(index.filter((_, i) => i !== at))}
          >
            {copy.removeEntry(at + 1)}
          </button>
        </div>
      ))}
      <button
        type="button"
        className={styles.secondary}
        onClick={() => onChange([...index, { es: '', en: '', anchor: '' }])}
      >
        {copy.addEntry}
      </button>
    </fieldset>
  );
}
