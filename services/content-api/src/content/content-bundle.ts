import type { TSiteConfig } from './content-schemas';

/** A blog category as imported. */
export type TCategoryRecord = {
  source_key: string;
  nombre_en: string;
  nombre_es: string;
  url_en: string;
  url_es: string;
  position: number;
};

/** A blog post as imported: bodies already rendered and sanitized; media by source name. */
export type TBlogPostRecord = {
  source_key: string;
  url_en: string;
  url_es: string;
  titulo_en: string;
  titulo_es: string;
  description_en: string;
  description_es: string;
  body_en: string;
  body_es: string;
  main_media: string;
  main_media_text_en: string;
  main_media_text_es: string;
  indice: string;
  category_key: string;
  author_slug: string;
  featured: boolean;
  published: boolean;
  created_at: Date;
  updated_at: Date;
};

/** An attorney profile as imported (biographies sanitized HTML). */
export type TAttorneyRecord = {
  slug: string;
  name: string;
  role_en: string;
  role_es: string;
  is_founder: boolean;
  position: number;
  photo: string;
  photo_alt_en: string;
  photo_alt_es: string;
  summary_en: string;
  summary_es: string;
  bio_en: string;
  bio_es: string;
  licensed_in: string[];
  languages_en: string[];
  languages_es: string[];
  practice_areas_en: string[];
  practice_areas_es: string[];
  associations_en: string[];
  associations_es: string[];
  social: Record<string, string>;
};

/** A Google review as imported. */
export type TReviewRecord = {
  source_key: string;
  imagen: string;
  nombre: string;
  rating: number;
  body_en: string;
  body_es: string;
  published_at: Date;
};

/** A travel testimonial (video) as imported. */
export type TTravelRecord = {
  source_key: string;
  foto: string;
  poster: string;
  alt_en: string;
  alt_es: string;
  position: number;
};

/** A giveaway testimonial (image) as imported. */
export type TGiveawayRecord = {
  source_key: string;
  foto: string;
  alt_es: string;
  alt_en: string;
  position: number;
};

/** A client testimonial for the attorney pages as imported (bodies sanitized HTML). */
export type TAttorneyTestimonialRecord = {
  source_key: string;
  foto: string;
  nombre: string;
  body_en: string;
  body_es: string;
  position: number;
};

/** A live-stream entry as imported. */
export type TLiveRecord = {
  source_key: string;
  url: string;
  streamed_at: string;
  imagen_es: string;
  nombre_es: string;
  imagen_en: string;
  nombre_en: string;
};

/** One block of a page text with both languages (sanitized HTML), e.g. `pages/privacy/body`. */
export type TPageTextRecord = {
  /** `<page>/<block>`. */
  source_key: string;
  page_key: string;
  block: string;
  body_en: string;
  body_es: string;
  /** The "last updated" date of the front matter (`YYYY-MM-DD`), the same in both languages. */
  updated_on: string | null;
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
};

/** The content folder is invalid; `problems` names each file and what is wrong with it. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid content:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ContentError';
  }
}
