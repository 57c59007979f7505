import type { TLocale } from '@firm/shared/i18n/locale';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPage, TStudioPageDocument } from '@firm/shared/studio/studio-page';
import { useDocumentEditor } from './use-document-editor';

/** The document fields of a page's answer (what a save sends back). */
export function pageDocumentOf({ es, en }: TStudioPage): TStudioPageDocument {
  return { es, en };
}

const PAGE_PATHS = {
  item: (page: TStudioPage) => studioUrl('page', { key: page.key }),
  publish: (page: TStudioPage) => studioUrl('pagePublish', { key: page.key }),
  unpublish: (page: TStudioPage) => studioUrl('pageUnpublish', { key: page.key }),
};

/** A page's texts being edited ({@link useDocumentEditor}): never created, never taken off the site. */
export function usePageTextEditor(options: {
  locale: TLocale;
  csrfToken: string;
  page: TStudioPage;
}) {
  const editor = useDocumentEditor<TStudioPageDocument, TStudioPage>({
    locale: options.locale,
    csrfToken: options.csrfToken,
    initial: options.page,
    empty: pageDocumentOf(options.page),
    documentOf: pageDocumentOf,
    paths: PAGE_PATHS,
  });
  // a page always exists: its loader read it
  return { ...editor, page: editor.saved ?? options.page };
}
