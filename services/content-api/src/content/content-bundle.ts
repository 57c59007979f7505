import type { TAttorney } from '@firm/shared/content/attorney';
import type { TAttorneyTestimonial } from '@firm/shared/content/attorney-testimonial';
import type { TBlogArticle } from '@firm/shared/content/blog-article';
import type { TCategory } from '@firm/shared/content/category';
import type { TGiveawayTestimonial } from '@firm/shared/content/giveaway-testimonial';
import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { TLiveEntry } from '@firm/shared/content/live-entry';
import type { TSiteConfig } from '@firm/shared/content/site-config';
import type { TTravelTestimonial } from '@firm/shared/content/travel-testimonial';
import type { TStudioAttorneyDocument } from '@firm/shared/studio/studio-collections';
import type { TStudioPostDocument } from '@firm/shared/studio/studio-post';
import type { TStudioLang } from '@firm/shared/studio/studio-state';

// The import writes each record's fields as columns of the same name: the API's field names.

/** The key of a row in git (its file or folder name): re-imports update the row it names. */
type TSourceKey = { source_key: string };

/** A blog category as imported. */
export type TCategoryRecord = TSourceKey &
  Pick<TCategory, 'nombre_en' | 'nombre_es' | 'url_en' | 'url_es' | 'quick_exit'> & {
    position: number;
  };

/** A blog post as imported: bodies already rendered and sanitized; media by source name. */
export type TBlogPostRecord = TSourceKey &
  Pick<
    TBlogArticle,
    | 'url_en'
    | 'url_es'
    | 'titulo_en'
    | 'titulo_es'
    | 'description_en'
    | 'description_es'
    | 'body_en'
    | 'body_es'
    | 'main_media'
    | 'main_media_text_en'
    | 'main_media_text_es'
    | 'indice'
    | 'featured'
    | 'quick_exit'
  > & {
    category_key: string;
    author_slug: string;
    /** The languages `meta.json` publishes (`published: true` both, `false` none, or a list). */
    languages: TStudioLang[];
    /** The article as the studio keeps it (the import format's names, Markdown bodies). */
    document: TStudioPostDocument;
    created_at: Date;
    updated_at: Date;
  };

/**
 * An attorney profile as imported (biographies sanitized HTML), with the document the studio keeps
 * (key: the folder's name).
 */
export type TAttorneyRecord = Omit<TAttorney, 'photo_info'> & {
  position: number;
  document: TStudioAttorneyDocument;
};

/** A Google review as imported. */
export type TReviewRecord = TSourceKey &
  Pick<TGoogleReview, 'imagen' | 'nombre' | 'rating' | 'body_en' | 'body_es'> & {
    published_at: Date;
  };

/** A travel testimonial (video) as imported. */
export type TTravelRecord = TSourceKey & Omit<TTravelTestimonial, 'id'> & { position: number };

/** A giveaway testimonial (image) as imported. */
export type TGiveawayRecord = TSourceKey & Omit<TGiveawayTestimonial, 'id'> & { position: number };

/** A client testimonial for the attorney pages as imported (bodies sanitized HTML). */
export type TAttorneyTestimonialRecord = TSourceKey &
  Omit<TAttorneyTestimonial, 'id'> & { position: number };

/** A live-stream entry as imported. */
export type TLiveRecord = TSourceKey & Omit<TLiveEntry, 'id'> & { streamed_at: string };

/** One block of a page text with both languages (sanitized HTML), e.g. `pages/privacy/body`. */
export type TPageTextRecord = {
  /** `<page>/<block>`. */
  source_key: string;
  page_key: string;
  block: string;
  body_en: string;
  body_es: string;
  /** The Markdown the bodies were rendered from (what the studio edits). */
  markdown_en: string;
  markdown_es: string;
  /** The "last updated" date of each language's front matter (`YYYY-MM-DD`). */
  updated_on_es: string | null;
  updated_on_en: string | null;
};

/** Everything read from the content folder, validated and ready to write. */
export type TContentBundle = {
  categories: TCategoryRecord[];
  posts: TBlogPostRecord[];
  attorneys: TAttorneyRecord[];
  reviews: TReviewRecord[];
  travel: TTravelRecord[];
  giveaways: TGiveawayRecord[];
  attorneyTestimonials: TAttorneyTestimonialRecord[];
  lives: TLiveRecord[];
  pageTexts: TPageTextRecord[];
  siteConfig: TSiteConfig;
  /**
   * The items of the studio's item collections (item-specs.ts) by document kind, as documents, in
   * their file's order: the import writes them through the studio's engine.
   */
  items: Record<string, TImportedItem[]>;
};

/** An item of a collection's file, as the studio's document (its key is the file's `key`). */
export type TImportedItem = { key: string; document: unknown };

/** The content folder is invalid; `problems` names each file and what is wrong with it. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}
