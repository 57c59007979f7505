import type { ReactNode } from 'react';
import type { TLocale } from '@firm/shared/i18n/locale';
import { collectionUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import { StudioApiError, studioSend } from '../api/studio-api';
import { COLLECTION_COPY } from '../collections/collection-copy';
import {
  fieldNames,
  type TCollectionDescriptor,
  type TFieldDescriptor,
} from '../collections/collection-fields';
import { useCollectionEditor, type TCollectionItem } from '../hooks/use-collection-editor';
import { STUDIO_COPY } from '../studio-copy';
import { CollectionField } from './collection-field';
import { CollectionPreview } from './collection-preview';
import { CollectionPublish } from './collection-publish';
import { RevisionsPanel } from './revisions-panel';
import { SaveBar } from './save-bar';
import styles from './post-editor.module.css';

/** Props of {@link CollectionEditor}. */
export type TCollectionEditorProps = {
  locale: TLocale;
  csrfToken: string;
  descriptor: TCollectionDescriptor;
  /** The saved item as the page's loader read it; null on the new-item page. */
  item: TCollectionItem | null;
  /** The collection's list and an item's editor page. */
  hrefs: { list: string; page: (id: string) => string };
  /** The public page's component drawing the item's preview answer. */
  preview: (answer: unknown, lang: TStudioLang, sample: boolean) => ReactNode;
};

/** A field's label in the revisions' comparisons (`body_es` → "Reseña (Español)"). */
function labelOf(locale: TLocale, fields: readonly TFieldDescriptor[], path: string): string {
  const names = STUDIO_COPY[locale].languages;
  for (const field of fields) {
    if (path === field.name) return field.label[locale];
    if (field.bilingual)
      for (const lang of ['es', 'en'] as const)
        if (path === `${field.name}_${lang}`) return `${field.label[locale]} (${names[lang]})`;
  }
  return path;
}

/**
 * The editor of a collection's item (issue 30 §1), driven by the collection's descriptor: each field
 * edited by its kind, a bilingual field's Spanish and English side by side, saving with the revision
 * it was based on (a 409 names who saved meanwhile; the text stays), the server's problems at their
 * fields, publishing both languages together, taking it off the site, deleting it (a refusal says
 * why), its revisions with the sample it shipped with, and the preview drawn by the public page's
 * component. One component for every collection.
 */
export function CollectionEditor({
  locale,
  csrfToken,
  descriptor,
  item,
  hrefs,
  preview,
}: TCollectionEditorProps) {
  const copy = COLLECTION_COPY[locale];
  const names = STUDIO_COPY[locale].languages;
  const { collection, fields } = descriptor;
  const model = useCollectionEditor({
    locale,
    csrfToken,
    descriptor,
    initial: item,
    pageOf: hrefs.page,
  });
  const { doc, errors, change } = model;
  const saved = model.item;
  const set = (field: TFieldDescriptor, name: string) => (value: unknown) =>
    change((current) => {
      const next = { ...current, [name]: value };
      if (field.optional && value === '') delete next[name];
      return next;
    });
  const fieldOf = (field: TFieldDescriptor, name: string, lang?: TStudioLang) => (
    <CollectionField
      key={name}
      locale={locale}
      field={field}
      name={name}
      {...(lang ? { lang } : {})}
      label={lang ? `${field.label[locale]} (${names[lang]})` : field.label[locale]}
      value={doc[name]}
      onChange={set(field, name)}
      // a list's problem may name one of its rows (`bar_admissions.0.bar_number`)
      error={
        errors[name] ?? Object.entries(errors).find(([path]) => path.startsWith(`${name}.`))?.[1]
      }
    />
  );
  const remove = async (): Promise<string | null> => {
    if (!saved) return null;
    try {
      await studioSend(
        'DELETE',
        collectionUrl(collection, 'item', { id: saved.id }),
        {},
        { locale, csrfToken },
      );
      window.location.assign(hrefs.list);
      return null;
    } catch (error) {
      return error instanceof StudioApiError ? error.message : String(error);
    }
  };
  return (
    <div className={styles.editor}>
      <p className={styles.links}>
        <a href={hrefs.list}>{copy.back}</a>
      </p>
      {saved?.sample ? (
        <p className={styles.presence} data-testid="sample-note">
          {copy.sampleHint}
        </p>
      ) : null}
      <SaveBar locale={locale} model={model} alsoEditing={copy.alsoEditing} />
      <section className={styles.card} aria-label={descriptor.words[locale].heading}>
        {fields.map((field) =>
          field.bilingual ? (
            <div key={field.name} className={styles.columns}>
              {fieldNames(field).map((name, i) => fieldOf(field, name, i === 0 ? 'es' : 'en'))}
            </div>
          ) : (
            fieldOf(field, field.name)
          ),
        )}
      </section>
      <CollectionPreview
        locale={locale}
        revision={saved?.revision ?? null}
        path={saved ? collectionUrl(collection, 'preview', { id: saved.id }) : null}
        sample={saved?.sample ?? false}
        render={preview}
      />
      <CollectionPublish
        locale={locale}
        item={saved}
        busy={model.save.kind === 'saving'}
        publish={() => model.publish(['es', 'en'])}
        unpublish={() => model.unpublish(['es', 'en'])}
        remove={remove}
      />
      {saved ? (
        <RevisionsPanel<TCollectionItem>
          locale={locale}
          csrfToken={csrfToken}
          paths={{
            list: collectionUrl(collection, 'revisions', { id: saved.id }),
            revision: (rev) => collectionUrl(collection, 'revision', { id: saved.id, rev }),
            restore: (rev) => collectionUrl(collection, 'restore', { id: saved.id, rev }),
          }}
          head={saved.revision}
          current={doc}
          labelOf={(path) => labelOf(locale, fields, path)}
          order={fields.flatMap(fieldNames)}
          sample={saved.has_sample}
          onRestored={model.adopt}
        />
      ) : null}
    </div>
  );
}
