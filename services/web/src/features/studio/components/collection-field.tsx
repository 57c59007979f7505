import useSWR from 'swr';
import { relativeTime } from '@firm/shared/content/relative-time';
import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_ROUTES } from '@firm/shared/routes/studio-paths';
import type { TStudioPostChoices } from '@firm/shared/studio/studio-post';
import { studioGet } from '../api/studio-api';
import { COLLECTION_COPY } from '../collections/collection-copy';
import type { TFieldDescriptor } from '../collections/collection-fields';
import { BarAdmissionsField, ListField, SocialField } from './attorney-fields';
import { MarkdownEditor } from './markdown-editor';
import { MediaField } from './media-field';
import { StudioField } from './studio-field';
import { POST_COPY } from '../post-editor-copy';
import styles from './post-editor.module.css';

/** Props of {@link CollectionField}: one document field (one language of a bilingual one). */
export type TCollectionFieldProps = {
  locale: TLocale;
  field: TFieldDescriptor;
  /** The document's field (`body_es`) and the language its text is written in. */
  name: string;
  lang?: 'es' | 'en';
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string | undefined;
};

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function Stars({ name, label, value, onChange, locale, error }: TCollectionFieldProps) {
  const copy = COLLECTION_COPY[locale];
  return (
    <fieldset className={styles.field} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.actions}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.check}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            {copy.stars(n)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Attorneys({ name, label, value, onChange, locale, error, field }: TCollectionFieldProps) {
  const copy = COLLECTION_COPY[locale];
  const choices = useSWR(STUDIO_ROUTES.postChoices, studioGet<TStudioPostChoices>(locale));
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const toggle = (slug: string) =>
    onChange(chosen.includes(slug) ? chosen.filter((s) => s !== slug) : [...chosen, slug]);
  return (
    <fieldset className={styles.field} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.label}>{label}</legend>
      {field.hint ? <p className={styles.hint}>{field.hint[locale]}</p> : null}
      {choices.data ? (
        choices.data.authors.map((author) => (
          <label key={author.slug} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(author.slug)}
              onChange={() => toggle(author.slug)}
            />
            {author.name}
          </label>
        ))
      ) : (
        <p>{copy.attorneysLoading}</p>
      )}
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * One field of a collection's editor, edited the way its kind asks for (collection-fields.ts): a text
 * with its counter, Markdown, a library file, stars, a day (a review's also says how long ago the site
 * will say it was, computed, never typed), an https address, a yes/no, the attorneys it is about.
 */
export function CollectionField(props: TCollectionFieldProps) {
  const { locale, field, name, lang, label, value, onChange, error } = props;
  const hint = field.hint?.[locale];
  const counter = POST_COPY[locale].counter;
  switch (field.kind) {
    case 'stars':
      return <Stars {...props} />;
    case 'attorneys':
      return <Attorneys {...props} />;
    case 'list':
      return <ListField {...props} />;
    case 'barAdmissions':
      return <BarAdmissionsField {...props} />;
    case 'social':
      return <SocialField {...props} />;
    case 'media':
      return (
        <MediaField
          id={name}
          locale={locale}
          label={label}
          value={str(value)}
          onChange={onChange}
          kind={field.media ?? 'image'}
          error={error}
        />
      );
    case 'markdown':
      return (
        <MarkdownEditor
          id={name}
          label={label}
          locale={locale}
          lang={lang ?? locale}
          value={str(value)}
          onChange={onChange}
          error={error}
        />
      );
    case 'checkbox':
      return (
        <div className={styles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
            />
            {label}
          </label>
          {error ? <p className={styles.error}>{error}</p> : null}
        </div>
      );
    case 'date': {
      const day = str(value).slice(0, 10);
      const said =
        field.relative && day ? relativeTime(new Date(`${day}T12:00:00Z`), new Date(), locale) : '';
      const described = [
        hint ? `${name}-hint` : '',
        said ? `${name}-said` : '',
        error ? `${name}-error` : '',
      ]
        .filter(Boolean)
        .join(' ');
      return (
        <div className={styles.field}>
          <label htmlFor={name} className={styles.label}>
            {label}
          </label>
          {hint ? (
            <p id={`${name}-hint`} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          <input
            id={name}
            type="date"
            className={styles.input}
            value={day}
            aria-invalid={error ? true : undefined}
            aria-describedby={described || undefined}
            onChange={(e) => onChange(e.target.value)}
          />
          {said ? (
            <p id={`${name}-said`} className={styles.hint} data-testid={`${name}-relative`}>
              {COLLECTION_COPY[locale].shownAs(said)}
            </p>
          ) : null}
          {error ? (
            <p id={`${name}-error`} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      );
    }
    default:
      return (
        <StudioField
          id={name}
          label={label}
          value={str(value)}
          onChange={onChange}
          lang={lang}
          hint={hint}
          error={error}
          multiline={field.kind === 'longText'}
          type={field.kind === 'url' ? 'url' : 'text'}
          rows={field.max && field.max > 1000 ? 8 : 3}
          {...(field.max ? { max: field.max, counter } : {})}
        />
      );
  }
}
