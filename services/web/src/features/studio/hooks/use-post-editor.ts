import type { TLocale } from '@firm/shared/i18n/locale';
import { STUDIO_ROUTES, studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPost, TStudioPostDocument } from '@firm/shared/studio/studio-post';
import { useDocumentEditor } from './use-document-editor';

/** The document fields of an article's answer (what a save sends back). */
export function documentOf(post: TStudioPost): TStudioPostDocument {
  const { category, author, featured, quick_exit, main_media, index, es, en } = post;
  return { category, author, featured, quick_exit, main_media, index, es, en };
}

const POST_PATHS = {
  item: (post: TStudioPost) => studioUrl('post', { id: post.id }),
  create: STUDIO_ROUTES.posts,
  publish: (post: TStudioPost) => studioUrl('postPublish', { id: post.id }),
  unpublish: (post: TStudioPost) => studioUrl('postUnpublish', { id: post.id }),
};

/**
 * An article being edited ({@link useDocumentEditor}): a new article's first save creates it and
 * moves the address to its page.
 */
export function usePostEditor(options: {
  locale: TLocale;
  csrfToken: string;
  initial: TStudioPost | null;
  empty: TStudioPostDocument;
  /** The editor page's address once an article has an id. */
  pageOf: (id: number) => string;
}) {
  const editor = useDocumentEditor<TStudioPostDocument, TStudioPost>({
    ...options,
    documentOf,
    paths: POST_PATHS,
    onCreated: (answer) => window.history.replaceState(null, '', options.pageOf(answer.id)),
  });
  return { ...editor, post: editor.saved };
}
