import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import { parseIndice } from '../content/indice';
import { pageOf, type TLang, type TPage, type TPageRequest } from '../http/query-params';
import type { TMediaInfo } from '../media/media-info';
import type { MediaService } from '../media/media.service';
import {
  featuredPosts,
  findCategory,
  findPost,
  listCategories,
  listPosts,
  type TCategoryRow,
  type TPostRow,
  type TPostSummaryRow,
} from './blog.repository';
import { openingParagraph } from './opening-paragraph';

/** Most posts of the home carousel. */
export const HOME_POSTS_LIMIT = 6;

/** A post summary with its main image's variants. */
export type TPostSummary = TPostSummaryRow & { main_media_info: TMediaInfo | null };

/** The blog's rules: what each list shows, and the shapes the API answers. */
export class BlogService {
  constructor(
    private readonly pool: Pool,
    private readonly media: MediaService,
  ) {}

  private async withMedia<T extends TPostSummaryRow>(
    rows: T[],
  ): Promise<(T & { main_media_info: TMediaInfo | null })[]> {
    const infos = await this.media.infoOf(rows.map((row) => row.main_media));
    return rows.map((row) => ({ ...row, main_media_info: infos.get(row.main_media) ?? null }));
  }

  /** SPEC §7 `/en/api/category`. */
  async categoriesEn(): Promise<{ nombre_en: string; url_en: string }[]> {
    return (await listCategories(this.pool)).map(({ nombre_en, url_en }) => ({
      nombre_en,
      url_en,
    }));
  }

  /** SPEC §7 `/api/categoria`. */
  async categoriesEs(): Promise<{ nombre_es: string; url_es: string }[]> {
    return (await listCategories(this.pool)).map(({ nombre_es, url_es }) => ({
      nombre_es,
      url_es,
    }));
  }

  /** Every category with both languages and its post count. */
  categories(): Promise<TCategoryRow[]> {
    return listCategories(this.pool);
  }

  /** SPEC §7 `/api/blogs/home`: featured posts, bodies cut to their opening paragraph. */
  async homePosts() {
    return (await featuredPosts(this.pool, HOME_POSTS_LIMIT)).map((post) => ({
      id: post.id,
      url_en: post.url_en,
      url_es: post.url_es,
      titulo_en: post.titulo_en,
      titulo_es: post.titulo_es,
      body_en: openingParagraph(post.body_en),
      body_es: openingParagraph(post.body_es),
      main_media: post.main_media,
      main_media_text_en: post.main_media_text_en,
      main_media_text_es: post.main_media_text_es,
      created_at: post.created_at,
    }));
  }

  /** A page of published posts, newest first. */
  async page(request: TPageRequest): Promise<TPage<TPostSummary>> {
    const { rows, total } = await listPosts(this.pool, {
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
    });
    return pageOf(await this.withMedia(rows), total, request);
  }

  /**
   * A category by its slug in `lang` and a page of its posts.
   * @throws AppError not_found for an unknown category
   */
  async category(lang: TLang, slug: string, request: TPageRequest) {
    const category = await findCategory(this.pool, lang, slug);
    if (!category) throw new AppError('not_found', 'Category not found');
    const { rows, total } = await listPosts(this.pool, {
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
      categoryId: category.id,
    });
    return { category, ...pageOf(await this.withMedia(rows), total, request) };
  }

  /**
   * One article by its slug in `lang`, with both languages and its parsed index.
   * @throws AppError not_found for an unknown slug
   */
  async article(lang: TLang, slug: string) {
    const row: TPostRow | undefined = await findPost(this.pool, lang, slug);
    if (!row) throw new AppError('not_found', 'Article not found');
    const [post] = await this.withMedia([row]);
    return { ...post, lang, index: parseIndice(row.indice) };
  }
}
