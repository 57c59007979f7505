import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TStudioPostDocument } from '@firm/shared/studio/studio-post';
import type { TStudioLang } from '@firm/shared/studio/studio-state';
import type { Pool } from '@firm/shared/server/db';
import { formatIndice } from '../content/indice';
import { loadMediaLookup } from '../media/media-lookup';
import type { MediaService } from '../media/media.service';
import { renderPostLanguage } from './post-kind';

type TCategoryRow = TBlogArticle['category'];

async function categoryOf(pool: Pool, key: string): Promise<TCategoryRow> {
  const { rows } = await pool.query<TCategoryRow>(
    'SELECT id, nombre_en, nombre_es, url_en, url_es, quick_exit FROM blog_categories WHERE source_key = $1',
    [key],
  );
  return (
    rows[0] ?? { id: 0, nombre_en: '', nombre_es: '', url_en: '', url_es: '', quick_exit: false }
  );
}

async function authorOf(pool: Pool, slug: string): Promise<TBlogArticle['author']> {
  const { rows } = await pool.query<{ slug: string; name: string }>(
    'SELECT slug, name FROM attorneys WHERE slug = $1',
    [slug],
  );
  return rows[0] ?? null;
}

async function datesOf(pool: Pool, id: number): Promise<{ created_at: Date; updated_at: Date }> {
  const { rows } = await pool.query<{ created_at: Date; updated_at: Date }>(
    'SELECT created_at, updated_at FROM blog_posts WHERE id = $1',
    [id],
  );
  const now = new Date();
  return rows[0] ?? { created_at: now, updated_at: now };
}

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
  const es = renderPostLanguage(document, 'es', lookup);
  const en = renderPostLanguage(document, 'en', lookup);
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
