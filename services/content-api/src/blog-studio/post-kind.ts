import {
  ZStudioPostDocumentSchema,
  emptyStudioPost,
  type TStudioPostDocument,
} from '@firm/shared/studio/studio-post';
import { STUDIO_LANGS, type TStudioLang } from '@firm/shared/studio/studio-state';
import type { PoolClient } from '@firm/shared/server/db';
import { rewriteMediaLinks } from '../content/content-rows';
import { fillPublishedTokens, type TContentTokens } from '../content/content-tokens';
import { formatIndice } from '../content/indice';
import { renderContentMarkdown } from '../content/render-content';
import type { TDocumentKind, TProjection } from '../documents/document-kind';
import { loadMediaLookup, type TMediaLookup } from '../media/media-lookup';
import { storedContentTokens } from '../site-config/site-config.service';
import { postPublishProblems, postSaveProblems } from './post-checks';
import {
  blankPostLanguages,
  categoryIdOf,
  dropRedirect,
  findPostRow,
  keepRedirect,
  sourceKeyFree,
  writePostRow,
  type TPostLanguageColumns,
} from './post-projection.repository';

/**
 * A stored article (a revision written before a field existed gets its default); throws when it is
 * not an article.
 */
export function readPostDocument(stored: unknown): TStudioPostDocument {
  const empty = emptyStudioPost();
  const value = (stored ?? {}) as Record<string, unknown>;
  return ZStudioPostDocumentSchema.parse({
    ...empty,
    ...value,
    es: { ...empty.es, ...(value.es as object) },
    en: { ...empty.en, ...(value.en as object) },
  });
}

/**
 * A language of an article as the site shows it: its Markdown rendered, its `{{tokens}}` filled, its
 * images' public names.
 */
export function renderPostLanguage(
  document: TStudioPostDocument,
  lang: TStudioLang,
  media: TMediaLookup,
  tokens: TContentTokens,
): TPostLanguageColumns {
  const text = document[lang];
  const html = fillPublishedTokens(renderContentMarkdown(text.markdown), tokens, true);
  return {
    url: text.url,
    titulo: fillPublishedTokens(text.titulo, tokens, false),
    description: fillPublishedTokens(text.description, tokens, false),
    main_media_text: text.main_media_text,
    body: rewriteMediaLinks(html, media.publicNames),
  };
}

const OFF: TPostLanguageColumns = {
  url: null,
  titulo: '',
  description: '',
  main_media_text: '',
  body: '',
};

/** The folder name an article gets in an export: its address, unless another article has it. */
async function sourceKeyOf(client: PoolClient, id: number, document: TStudioPostDocument) {
  for (const candidate of [document.es.url, document.en.url].filter(Boolean)) {
    if (await sourceKeyFree(client, candidate, id)) return candidate;
  }
  return `post-${id}`;
}

async function projectPost(projection: TProjection<TStudioPostDocument>): Promise<void> {
  const { client, key, languages, current, at, origin } = projection;
  const id = Number(key);
  const document = current.document;
  const media = await loadMediaLookup(client);
  const tokens = await storedContentTokens(client, at);
  const existing = await findPostRow(client, id);
  const columns = Object.fromEntries(
    STUDIO_LANGS.map((lang) => {
      const live = languages[lang];
      return [lang, live ? renderPostLanguage(live.document, lang, media, tokens) : OFF];
    }),
  ) as Record<TStudioLang, TPostLanguageColumns>;
  for (const lang of STUDIO_LANGS) {
    const before = existing?.[`url_${lang}`];
    const after = columns[lang].url;
    if (after) await dropRedirect(client, lang, after);
    if (existing && before && after && before !== after)
      await keepRedirect(client, lang, before, id);
  }
  const categoryId = await categoryIdOf(client, document.category);
  if (categoryId === undefined) throw new Error(`category "${document.category}" is not imported`);
  await writePostRow(client, {
    id,
    source_key:
      origin?.source_key ?? existing?.source_key ?? (await sourceKeyOf(client, id, document)),
    category_id: categoryId,
    author_slug: document.author || null,
    featured: document.featured,
    quick_exit: document.quick_exit,
    main_media: media.find(document.main_media)?.file ?? document.main_media,
    indice: formatIndice(document.index),
    es: columns.es,
    en: columns.en,
    // the date an article shows is its first publication's (or the import's)
    created_at: origin?.created_at ?? existing?.created_at ?? at,
    updated_at: origin?.updated_at ?? at,
  });
}

/** The blog article, as the studio's engine sees it. */
export const POST_KIND: TDocumentKind<TStudioPostDocument> = {
  kind: 'post',
  read: readPostDocument,
  saveProblems: postSaveProblems,
  publishProblems: (db, _key, document, lang, others, locale) =>
    postPublishProblems(db, document, lang, others, locale),
  project: projectPost,
  withdraw: (client, key, langs) => blankPostLanguages(client, Number(key), langs),
  canUnpublish: true,
};
