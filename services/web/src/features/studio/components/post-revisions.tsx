import type { TLocale } from '@firm/shared/i18n/locale';
import { studioUrl } from '@firm/shared/routes/studio-paths';
import type { TStudioPost, TStudioPostDocument } from '@firm/shared/studio/studio-post';
import { POST_COPY } from '../post-editor-copy';
import { RevisionsPanel } from './revisions-panel';

const LANGUAGE_FIELDS = ['titulo', 'url', 'description', 'main_media_text', 'markdown'] as const;
const ARTICLE_FIELDS = [
  'category',
  'author',
  'featured',
  'quick_exit',
  'main_media',
  'index',
] as const;

/** The article's fields in the editor's order, as dotted paths. */
const ORDER = [
  ...(['es', 'en'] as const).flatMap((lang) => LANGUAGE_FIELDS.map((field) => `${lang}.${field}`)),
  ...ARTICLE_FIELDS,
];

/** An article field's name as the editor labels it (`es.titulo` → "Título (Español)"). */
export function postFieldLabel(locale: TLocale, path: string): string {
  const copy = POST_COPY[locale];
  const names: Record<string, string> = {
    titulo: copy.title,
    url: copy.url,
    description: copy.description,
    main_media_text: copy.alt,
    markdown: copy.body,
    category: copy.category,
    author: copy.author,
    featured: copy.featured,
    quick_exit: copy.quickExit,
    main_media: copy.image,
    index: copy.index,
  };
  const [first = '', field] = path.split('.');
  if ((first === 'es' || first === 'en') && field)
    return `${names[field] ?? field} (${first === 'es' ? copy.spanish : copy.english})`;
  return names[first] ?? path;
}

/** Props of {@link PostRevisions}. */
export type TPostRevisionsProps = {
  locale: TLocale;
  csrfToken: string;
  post: TStudioPost;
  current: TStudioPostDocument;
  onRestored: (answer: TStudioPost) => void;
};

/** An article's revisions under its editor (issue 28 §3): compared with the text being edited, restorable. */
export function PostRevisions({
  locale,
  csrfToken,
  post,
  current,
  onRestored,
}: TPostRevisionsProps) {
  const id = post.id;
  return (
    <RevisionsPanel<TStudioPost>
      locale={locale}
      csrfToken={csrfToken}
      paths={{
        list: studioUrl('postRevisions', { id }),
        revision: (rev) => studioUrl('postRevision', { id, rev }),
        restore: (rev) => studioUrl('postRestore', { id, rev }),
      }}
      head={post.revision}
      current={current}
      labelOf={(path) => postFieldLabel(locale, path)}
      order={ORDER}
      onRestored={onRestored}
    />
  );
}
