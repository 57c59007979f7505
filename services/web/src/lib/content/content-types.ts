/**
 * Shapes of the content service's answers the web reads (services/content-api/API.md). Field names are
 * the wire format of SPEC §3.
 */

/** A rendition of an image, for `srcset`. */
export type TMediaVariant = { file: string; content_type: string; width: number; height: number };

/** An original media file with its renditions. */
export type TMediaInfo = {
  file: string;
  content_type: string;
  width: number;
  height: number;
  variants: TMediaVariant[];
};

/** A blog category with both languages. */
export type TCategory = {
  id?: number;
  nombre_en: string;
  nombre_es: string;
  url_en: string;
  url_es: string;
  post_count?: number;
};

/** A blog post as lists show it. */
export type TBlogSummary = {
  id: number;
  url_en: string;
  url_es: string;
  titulo_en: string;
  titulo_es: string;
  description_en?: string;
  description_es?: string;
  main_media: string;
  main_media_text_en: string;
  main_media_text_es: string;
  main_media_info?: TMediaInfo | null;
  created_at: string;
  updated_at?: string;
  category?: TCategory | null;
  author?: { slug: string; name: string } | null;
};

/** One entry of an article's in-page index. */
export type TIndexEntry = { es: string; en: string; anchor: string };

/** A full blog article. */
export type TBlogArticle = TBlogSummary & {
  body_en: string;
  body_es: string;
  indice?: string;
  index?: TIndexEntry[];
};

/** A page of blog posts. */
export type TBlogPage = {
  items: TBlogSummary[];
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
};

/** A category and a page of its posts. */
export type TCategoryPage = TBlogPage & { category: TCategory };

/** A blog search hit. */
export type TSearchResult = {
  id: number;
  titulo_en: string;
  titulo_es: string;
  url_en: string;
  url_es: string;
};

/** Social profiles by network. */
export type TSocialLinks = Partial<Record<'facebook' | 'instagram' | 'tiktok' | 'youtube', string>>;

/** An attorney profile. */
export type TAttorney = {
  slug: string;
  name: string;
  role_en: string;
  role_es: string;
  is_founder: boolean;
  photo: string;
  photo_alt_en: string;
  photo_alt_es: string;
  photo_info?: TMediaInfo | null;
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
  social: TSocialLinks;
};

/** A phone line of the firm (`id`: immigration, customer-service, injury-*, trucks-*). */
export type TPhone = {
  id: string;
  practice: string;
  label_en: string;
  label_es: string;
  display: string;
  tel: string;
};

/** An office of the firm. */
export type TOffice = {
  id: string;
  name_en: string;
  name_es: string;
  street: string;
  suite?: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  maps_query?: string;
};

/** The firm's facts (infra/content/site-config.json, served as written by the content service). */
export type TSiteConfig = {
  firm: { name_en: string; name_es: string; founded: number; years_experience: number };
  email: string;
  phones: TPhone[];
  offices: TOffice[];
  whatsapp: { number: string; greeting_es: string; greeting_en: string };
  sister_sites: { personal_injury: string; trucks: string };
  social: TSocialLinks;
  google_review_url: string;
};
