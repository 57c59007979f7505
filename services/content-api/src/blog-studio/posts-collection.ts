import type { Pool } from '@firm/shared/server/db';
import {
  ZStudioPostCreateSchema,
  ZStudioPostSaveSchema,
  emptyStudioPost,
  type TStudioPost,
  type TStudioPostCreate,
  type TStudioPostDocument,
  type TStudioPostListItem,
} from '@firm/shared/studio/studio-post';
import { actorView } from '../documents/document-meta';
import type { DocumentsService } from '../documents/documents.service';
import type { MediaService } from '../media/media.service';
import { StudioCollection } from '../studio/studio-collection';
import { POST_KIND } from './post-kind';
import { nextPostId } from './post-projection.repository';
import { previewPost } from './post-preview';

/** An article made from a `POST /posts` body: what it gives over an empty one. */
function newPost(input: TStudioPostCreate): TStudioPostDocument {
  const empty = emptyStudioPost();
  return {
    ...empty,
    ...input,
    index: input.index ?? [],
    es: { ...empty.es, ...input.es },
    en: { ...empty.en, ...input.en },
  };
}

/** The studio's blog articles (`/api/staff/content/posts`). */
export function postsCollection(
  pool: Pool,
  documents: DocumentsService,
  media: MediaService,
): StudioCollection<TStudioPostDocument, TStudioPost> {
  return new StudioCollection(pool, documents, {
    kind: POST_KIND,
    saveSchema: ZStudioPostSaveSchema,
    notFound: 'postNotFound',
    present: (key, document, meta) => ({ id: Number(key), ...document, ...meta }),
    listItem: (row, document, languages): TStudioPostListItem => ({
      id: Number(row.key),
      revision: row.revision,
      titulo_es: document.es.titulo,
      titulo_en: document.en.titulo,
      url_es: document.es.url,
      url_en: document.en.url,
      category: document.category,
      featured: document.featured,
      updated_at: row.updated_at.toISOString(),
      updated_by: actorView(row.actor_id, row.actor_name),
      languages,
    }),
    preview: (key, document, lang) => previewPost(pool, media, key, document, lang),
    create: {
      schema: ZStudioPostCreateSchema,
      document: newPost,
      newKey: async () => String(await nextPostId(pool)),
    },
  });
}
