import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TBlogPage } from '@firm/shared/content/blog-page';
import type { TBlogSummary } from '@firm/shared/content/blog-summary';
import type { TCategory, TNavCategoryEn, TNavCategoryEs } from '@firm/shared/content/category';
import type { TCategoryPage } from '@firm/shared/content/category-page';
import type { THomePost } from '@firm/shared/content/home-post';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import { AppError } from '@firm/shared/server/app-error';
import type { Pool } from '@firm/shared/server/db';
import { parseIndice } from '../content/indice';
import { pageOf, type TLang, type TPageRequest } from '../http/query-params';
import type { MediaService } from '../media/media.service';
import {
  featuredPosts,
  findCategory,
  findPost,
  listCategories,
  listPosts,
  type TPostRow,
  type TPostSummaryRow,
} from './blog.repository';
import { openingParagraph } from './opening-paragraph';

/** Most posts of the home carousel. */
export const HOME_POSTS_LIMIT = 6;

/** A row as the API writes it: dates in ISO 8601 (UTC), its main image's size and variants added. */
type TWithMedia<T extends TPostSummaryRow> = Omit<T, 'created_at' | 'updated_at'> &
  Pick<TBlogSummary, 'created_at' | 'updated_at' | 'main_media_info'>;

function withMediaInfo<T extends TPostSummaryRow>(
  row: T,
  infos: ReadonlyMap<string, TMediaInfo>,
): TWithMedia<T> {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    main_media_info: infos.get(row.main_media) ?? null,
  };
}

/** The blog's rules: what each list shows, and the shapes the API answers. */
export class BlogService {
  constructor(
    private readonly pool: Pool,
    private readonly media: MediaService,
  ) {}

  private async withMedia<T extends TPostSummaryRow>(rows: T[]): Promise<TWithMedia<T>[]> {
    const infos = await this.media.infoOf(rows.map((row) => row.main_media));
    return rows.map((row) => withMediaInfo(row, infos));
  }

  /** SPEC §7 `/en/api/category`. */
  async categoriesEn(): Promise<TNavCategoryEn[]> {
    return (await listCategories(this.pool)).map(({ nombre_en, url_en }) => ({
      nombre_en,
      url_en,
    }));
  }

  /** SPEC §7 `/api/categoria`. */
  async categoriesEs(): Promise<TNavCategoryEs[]> {
    return (await listCategories(this.pool)).map(({ nombre_es, url_es }) => ({
      nombre_es,
      url_es,
    }));
  }

  /** Every category with both languages and its post count. */
  categories(): Promise<TCategory[]> {
    return listCategories(this.pool);
  }

  /**
   * SPEC §7 `/api/blogs/home`: featured posts, bodies cut to their opening paragraph; with `lang`, only
   * those published in that language (the home page of each language asks so).
   */
  async homePosts(lang?: TLang): Promise<THomePost[]> {
    return (await featuredPosts(this.pool, HOME_POSTS_LIMIT, lang)).map((post) => ({
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
      created_at: post.created_at.toISOString(),
    }));
  }

  /** A page of the posts published in `lang`, newest first. */
  async page(lang: TLang, request: TPageRequest): Promise<TBlogPage> {
    const { rows, total } = await listPosts(this.pool, {
      lang,
      limit: request.perPage,
      offset: (request.page - 1) * request.perPage,
    });
    return pageOf(await this.withMedia(rows), total, request);
  }

  /**
   * A category by its slug in `lang` and a page of its posts.
   * @throws AppError not_found for an unknown category
   */
  async category(lang: TLang, slug: string, request: TPageRequest): Promise<TCategoryPage> {
    const category = await findCategory(this.pool, lang, slug);
    if (!category) throw new AppError('not_found', 'Category not found');
    const { rows, total } = await listPosts(this.pool, {
      lang,
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
  async article(lang: TLang, slug: string): Promise<TBlogArticle> {
    const row: TPostRow | undefined = await findPost(this.pool, lang, slug);
    if (!row) throw new AppError('not_found', 'Article not found');
    const infos = await this.media.infoOf([row.main_media]);
    return { ...withMediaInfo(row, infos), lang, index: parseIndice(row.indice) };
  }
}
