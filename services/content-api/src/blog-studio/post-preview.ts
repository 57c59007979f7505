import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TStudioPostDocument } from '@firm/shared/studio/studio-post';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import type { Pool } from '@firm/shared/server/db';
import { formatIndice } from '../content/indice';
import { loadMediaLookup } from '../media/media-lookup';
import { storedContentTokens } from '../site-config/site-config.service';
import type { MediaService } from '../media/media.service';
import { renderPostLanguage } from './post-kind';
import { authorOf, categoryOf, datesOf } from './post-projection.repository';

/**
 * A draft as `GET /api/content/blog/{lang}/{slug}` would answer it once published: the same shape,
 * the bodies rendered and sanitized as publishing renders them, the images' public names and
 * renditions, both languages (the page reads its own and links the other). The studio renders the real
 * article page with it.
 */
export async function previewPost(
  pool: Pool,
  media: MediaService,
  key: string,
  document: TStudioPostDocument,
  lang: TStudioLang,
): Promise<TBlogArticle> {
  const lookup = await loadMediaLookup(pool);
  const tokens = await storedContentTokens(pool, new Date());
  const es = renderPostLanguage(document, 'es', lookup, tokens);
  const en = renderPostLanguage(document, 'en', lookup, tokens);
  const mainMedia = lookup.find(document.main_media)?.file ?? document.main_media;
  const [category, author, dates, infos] = await Promise.all([
    categoryOf(pool, document.category),
    authorOf(pool, document.author),
    datesOf(pool, Number(key)),
    media.infoOf(mainMedia ? [mainMedia] : []),
  ]);
  let indice = '';
  try {
    indice = formatIndice(document.index);
  } catch {
    // an index with ";;" or "**" is a save problem already; the preview shows it without one
  }
  return {
    id: Number(key),
    url_en: en.url ?? '',
    url_es: es.url ?? '',
    titulo_en: en.titulo,
    titulo_es: es.titulo,
    description_en: en.description,
    description_es: es.description,
    main_media: mainMedia,
    main_media_text_en: en.main_media_text,
    main_media_text_es: es.main_media_text,
    created_at: dates.created_at.toISOString(),
    updated_at: dates.updated_at.toISOString(),
    featured: document.featured,
    quick_exit: document.quick_exit || category.quick_exit,
    category,
    author,
    main_media_info: infos.get(mainMedia) ?? null,
    body_en: en.body,
    body_es: es.body,
    indice,
    lang,
    index: document.index,
  };
}
