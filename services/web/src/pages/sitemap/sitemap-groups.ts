import { FOUNDER_SLUG } from '@firm/shared/constants';
import type { TLocale } from '@firm/shared/i18n/locale';
import type { TRouteId } from '@firm/shared/routes/route-map';
import { allStaticPaths, getHref, hasLocale } from '@firm/shared/routes/route-map';
import { ROUTE_LABELS } from '../../lib/copy/route-labels';
import { COPY } from './sitemap-copy';

/** The groups of the HTML sitemap, in the order the page shows them. */
export type TSitemapGroupId =
  'firm' | 'services' | 'visas' | 'reviews' | 'blog' | 'forms' | 'legal';

/** A link of the sitemap; a blog category lists its articles under it. */
export type TSitemapLink = { href: string; label: string; children?: TSitemapLink[] };

/** A group of the sitemap: its heading and links. */
export type TSitemapGroup = { id: TSitemapGroupId; heading: string; links: TSitemapLink[] };

/** The content pages of one language that the sitemap lists (what the loader keeps of the content). */
export type TSitemapContent = {
  attorneys: { slug: string; name: string; role: string }[];
  categories: { id: number; slug: string; name: string }[];
  /** Newest first. */
  posts: { slug: string; title: string; categoryId: number }[];
  /** False when the content service could not list everything right now. */
  complete: boolean;
};

/**
 * Which routes each group lists, in order. Parametrised routes stand for their content: attorney profiles,
 * the founder's lives page, the blog categories with their articles (an article whose category is not
 * listed comes after them). Pages kept out of search engines (thank-you pages, the internal form) are in
 * no group; a unit test checks that every other route is in exactly one.
 */
export const SITEMAP_GROUPS: readonly { id: TSitemapGroupId; routes: readonly TRouteId[] }[] = [
  {
    id: 'firm',
    routes: ['home', 'aboutUs', 'attorneys', 'attorneyProfile', 'founderLanding', 'livesResults'],
  },
  { id: 'services', routes: ['services', 'immigrationLawyer'] },
  { id: 'visas', routes: ['humanitarianVisa', 'vawaVisa', 'tVisa', 'uVisa', 'k1Visa'] },
  { id: 'reviews', routes: ['testimonials', 'reviews'] },
  {
    id: 'forms',
    routes: ['contact', 'paroleForm', 'referralsForm', 'videoLanding', 'shortVideoAdsLanding'],
  },
  { id: 'legal', routes: ['privacy', 'terms', 'sitemap'] },
  // last: the longest group (every article, under its category)
  { id: 'blog', routes: ['blog', 'blogCategory', 'blogArticle'] },
];

function staticLinks(id: TRouteId, locale: TLocale): TSitemapLink[] {
  return allStaticPaths()
    .filter((entry) => entry.id === id && entry.locale === locale && !entry.noindex)
    .map((entry) => ({ href: entry.path, label: ROUTE_LABELS[locale][id] }));
}

function articleLink(locale: TLocale, post: TSitemapContent['posts'][number]): TSitemapLink {
  return { href: getHref('blogArticle', locale, { slug: post.slug }), label: post.title };
}

function linksOf(id: TRouteId, locale: TLocale, content: TSitemapContent): TSitemapLink[] {
  const copy = COPY[locale];
  switch (id) {
    case 'attorneyProfile':
      return content.attorneys.map((attorney) => ({
        href: getHref('attorneyProfile', locale, { slug: attorney.slug }),
        label: copy.attorney(attorney.name, attorney.role),
      }));
    case 'livesResults':
      return [
        {
          href: getHref('livesResults', locale, { name: FOUNDER_SLUG }),
          label: ROUTE_LABELS[locale].livesResults,
        },
      ];
    case 'blogCategory':
      return content.categories.map((category) => ({
        href: getHref('blogCategory', locale, { slug: category.slug }),
        label: copy.category(category.name),
        children: content.posts
          .filter((post) => post.categoryId === category.id)
          .map((post) => articleLink(locale, post)),
      }));
    case 'blogArticle': {
      const listed = new Set(content.categories.map((category) => category.id));
      return content.posts
        .filter((post) => !listed.has(post.categoryId))
        .map((post) => articleLink(locale, post));
    }
    default:
      return staticLinks(id, locale);
  }
}

/**
 * The sitemap of one language: each group with the pages that exist in that language (a page the other
 * language alone has is left out), content pages included.
 * @param locale - the page's language
 * @param content - attorneys, categories and articles in that language
 */
export function sitemapGroups(locale: TLocale, content: TSitemapContent): TSitemapGroup[] {
  return SITEMAP_GROUPS.map(({ id, routes }) => ({
    id,
    heading: COPY[locale].groups[id],
    links: routes
      .filter((route) => hasLocale(route, locale))
      .flatMap((route) => linksOf(route, locale, content)),
  })).filter((group) => group.links.length > 0);
}

/** Every link of the groups, nested ones included (for tests and for counting). */
export function flattenLinks(links: TSitemapLink[]): TSitemapLink[] {
  return links.flatMap((link) => [link, ...flattenLinks(link.children ?? [])]);
}
