import { BLOG_CAROUSEL } from '@firm/shared/constants';
import type { TGoogleReview } from '@firm/shared/content/google-review';
import type { THomePost } from '@firm/shared/content/home-post';
import type { TMediaInfo } from '@firm/shared/content/media-info';
import type { TLocale } from '@firm/shared/i18n/locale';
import { API_PATHS } from '@firm/shared/routes/api-paths';
import type { TPageLoaderArgs } from '../../app/page-types';
import { loadGoogleReviews } from '../../features/google-reviews/api/load-google-reviews';
import { loadLives, type TLiveItem } from '../../features/lives/api/load-lives';
import { dataOr, getContent } from '../../lib/content/content-client';
import {
  infoBySourceName,
  loadMediaCatalog,
  mediaLookupOf,
  type TMediaLookup,
} from '../../lib/content/media-catalog';
import { truncateHtml } from '../../lib/html-text';
import { loadPageText } from '../kit/load-page-text';
import { HERO_SLIDES, HOME_MEDIA } from './home-media';

const SOURCES = [...HERO_SLIDES.map((slide) => slide.image), ...Object.values(HOME_MEDIA)];
type TSource = (typeof SOURCES)[number];

/** A featured post as the news carousel shows it, in the page's language. */
export type THomePostCard = {
  id: number;
  url: string;
  title: string;
  /** The opening paragraph as text, at most 100 characters and an ellipsis (SPEC §9). */
  preview: string;
  image: string;
  imageAlt: string;
  info: TMediaInfo | null;
};

/** What the home page shows from the content service; every part is empty or null when it is down. */
export type THomeData = {
  /** Page text blocks as HTML: about, mission, how-it-works. */
  text: Partial<Record<'about' | 'mission' | 'how-it-works', string>>;
  media: Record<TSource, TMediaInfo | null>;
  posts: THomePostCard[];
  reviews: TGoogleReview[];
  /** The newest live stream. */
  live: TLiveItem | null;
};

/** A featured post in a language, its body cut to the carousel's preview. */
export function postCard(post: THomePost, locale: TLocale, mediaOf: TMediaLookup): THomePostCard {
  const en = locale === 'en';
  return {
    id: post.id,
    url: en ? post.url_en : post.url_es,
    title: en ? post.titulo_en : post.titulo_es,
    preview: truncateHtml(en ? post.body_en : post.body_es, BLOG_CAROUSEL.bodyPreviewChars),
    image: post.main_media,
    imageAlt: en ? post.main_media_text_en : post.main_media_text_es,
    info: mediaOf(post.main_media),
  };
}

/**
 * A review with only the page language's words: the page's data travels in its HTML (hydration), and the
 * other language's 24 bodies would add a few kilobytes to every visit for nothing.
 */
export function reviewInLanguage(review: TGoogleReview, locale: TLocale): TGoogleReview {
  return locale === 'en'
    ? { ...review, body_es: '', fecha_publicado_relativo_es: '' }
    : { ...review, body_en: '', fecha_publicado_relativo_en: '' };
}

/**
 * The home page's loader: its page texts, the images' renditions, the featured posts, the Google reviews
 * and the newest live stream, fetched at once. Never throws: what the content service cannot give is left
 * out, and the page keeps its hero, its links and the footer form.
 */
export async function loadHomeData(args: TPageLoaderArgs): Promise<THomeData> {
  const { match, url, contentBase, signal, warn } = args;
  const locale = match.locale;
  const [text, catalog, posts, reviews, lives] = await Promise.all([
    loadPageText(args, 'home'),
    loadMediaCatalog(contentBase, signal, warn),
    // the posts published in the page's language only (another language's may have no address here)
    getContent<THomePost[]>(contentBase, `${API_PATHS.featuredBlogs}?lang=${locale}`, signal),
    loadGoogleReviews(args),
    loadLives({ url, locale, contentBase, signal, warn }, 'lives'),
  ]);
  const mediaOf = mediaLookupOf(catalog);
  const featured = dataOr(posts, []);
  return {
    text: text?.blocks ?? {},
    media: Object.fromEntries(
      SOURCES.map((source) => [source, infoBySourceName(catalog, source)]),
    ) as Record<TSource, TMediaInfo | null>,
    posts: (Array.isArray(featured) ? featured : []).map((post) => postCard(post, locale, mediaOf)),
    reviews: reviews.map((review) => reviewInLanguage(review, locale)),
    live: lives.items[0] ?? null,
  };
}
