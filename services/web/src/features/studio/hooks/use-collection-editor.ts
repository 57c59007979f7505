import type { TLocale } from '@firm/shared/i18n/locale';
import { collectionUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioItemMeta } from '@firm/shared/studio/studio-collections';
import { fieldNames, type TCollectionDescriptor } from '../collections/collection-fields';
import { useDocumentEditor } from './use-document-editor';

/** A collection's document: its fields by the names of its file in infra/content. */
export type TCollectionDocument = Record<string, unknown>;

/** A collection item's answer (`GET …/:id`): the document, its key, revision, state and `sample`. */
export type TCollectionItem = TStudioItemMeta & TCollectionDocument;

/** The document fields of an item's answer that the descriptor names (what a save sends back). */
export function collectionDocumentOf(
  descriptor: TCollectionDescriptor,
  answer: TCollectionDocument,
): TCollectionDocument {
  const names = descriptor.fields.flatMap(fieldNames);
  return Object.fromEntries(
    names.filter((name) => name in answer).map((name) => [name, answer[name]]),
  );
}

/**
 * A collection's item being edited ({@link useDocumentEditor}) through the collection's verbs
 * (`collectionUrl`): a new item's first save creates it (a draft) and moves the address to its page;
 * both languages are published and taken off the site together.
 */
export function useCollectionEditor(options: {
  locale: TLocale;
  csrfToken: string;
  descriptor: TCollectionDescriptor;
  initial: TCollectionItem | null;
  /** The editor page's address once the item has an id. */
  pageOf: (id: string) => string;
}) {
  const { descriptor } = options;
  const { collection } = descriptor;
  const editor = useDocumentEditor<TCollectionDocument, TCollectionItem>({
    locale: options.locale,
    csrfToken: options.csrfToken,
    initial: options.initial,
    empty: descriptor.empty(),
    documentOf: (answer) => collectionDocumentOf(descriptor, answer),
    paths: {
      item: (item) => collectionUrl(collection, 'item', { id: item.id }),
      create: collectionUrl(collection, 'list'),
      publish: (item) => collectionUrl(collection, 'publish', { id: item.id }),
      unpublish: (item) => collectionUrl(collection, 'unpublish', { id: item.id }),
    },
    onCreated: (answer) => window.history.replaceState(null, '', options.pageOf(answer.id)),
  });
  return { ...editor, item: editor.saved };
}
